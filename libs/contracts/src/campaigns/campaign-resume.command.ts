import { CampaignActionRequest } from './campaign-action.request';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignResumeRequest extends CampaignActionRequest {}

export type CampaignResumeReply = Record<string, never>;

export const CampaignResume = defineCommand({
  name: 'Campaign.Resume',
  service: 'campaigns',
  auth: 'user',
  request: CampaignResumeRequest,
  returns: reply<CampaignResumeReply>(),
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's", 3: 'campaign is not Paused' },
  summary: 'Resume a paused campaign (to Ready; sending continues where it stopped).',
});
