import { CampaignActionRequest } from './campaign-action.request';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class CampaignApproveRequest extends CampaignActionRequest {}

export type CampaignApproveReply = Record<string, never>;

export const CampaignApprove = defineCommand({
  name: 'Campaign.Approve',
  service: 'campaigns',
  auth: 'user',
  adminActsForUser: { userParam: 'userid' },
  request: CampaignApproveRequest,
  returns: reply<CampaignApproveReply>(),
  errorStyle: 'scalar',
  errors: { 1: 'CampaignID missing', 2: "campaign not found or not the caller's (an administrator's: not the named UserID's)" },
  summary: 'Approve a campaign (to Ready).',
  notes:
    "An Untrusted user's own approval leaves the campaign Pending Approval. An administrator (AdminAPIKey or admin session) approves any user's campaign by naming the owner in `UserID`.",
});
