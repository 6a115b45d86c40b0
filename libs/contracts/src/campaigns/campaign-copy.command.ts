import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignCopyRequest {
  @IsPositiveId(code(1, 'Invalid source campaign'))
  @Param('The campaign to copy (the copy is a Draft without its schedule)', true)
  campaignid?: string | number;
}

export interface CampaignCopyReply {
  NewCampaignID: number;
}

export const CampaignCopy = defineCommand({
  name: 'Campaign.Copy',
  service: 'campaigns',
  auth: 'user',
  request: CampaignCopyRequest,
  returns: reply<CampaignCopyReply>(),
  reply: 'NewCampaignID',
  errorStyle: 'array',
  errors: { 1: "invalid source campaign: missing, malformed, or not the caller's" },
  summary: 'Copy a campaign (as Draft, without its schedule).',
});
