import { CampaignActionRequest } from './campaign-action.request';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignCancelRequest extends CampaignActionRequest {}

export type CampaignCancelReply = Record<string, never>;

export const CampaignCancel = defineCommand({
  name: 'Campaign.Cancel',
  service: 'campaigns',
  auth: 'user',
  request: CampaignCancelRequest,
  returns: reply<CampaignCancelReply>(),
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's" },
  summary: 'Cancel a campaign (to Cancelled; a sending one stops within a second).',
});
