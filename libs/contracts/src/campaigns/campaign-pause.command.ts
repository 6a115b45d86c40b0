import { CampaignActionRequest } from './campaign-action.request';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignPauseRequest extends CampaignActionRequest {}

export type CampaignPauseReply = Record<string, never>;

export const CampaignPause = defineCommand({
  name: 'Campaign.Pause',
  service: 'campaigns',
  auth: 'user',
  request: CampaignPauseRequest,
  returns: reply<CampaignPauseReply>(),
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's", 3: 'campaign is neither Sending nor Ready' },
  summary: 'Pause a sending or ready campaign (takes effect within a second).',
});
