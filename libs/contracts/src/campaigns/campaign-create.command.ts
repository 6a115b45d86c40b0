import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignCreateRequest {
  @IsPresent(code(1, 'The campaign name is required.'))
  @Param('Name of the new campaign (created as Draft)', true)
  campaignname?: string;

  @Param('Extension: comma-separated tag names (list encodings accepted); the campaign carries exactly these, missing tags of the user are created')
  tags?: string | string[];
}

export interface CampaignCreateReply {
  CampaignID: number;
}

export const CampaignCreate = defineCommand({
  name: 'Campaign.Create',
  service: 'campaigns',
  auth: 'user',
  request: CampaignCreateRequest,
  returns: reply<CampaignCreateReply>(),
  reply: 'CampaignID',
  errorStyle: 'array',
  errors: { 1: 'CampaignName missing' },
  summary: 'Create a campaign (Draft).',
});
