import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { ADMIN_MONITOR_RATE, type AdminOk } from './admin-campaigns.shared';

export class AdminCampaignsOverviewRequest {}

export interface AdminCampaignsOverviewReply extends AdminOk {
  StatusTotals: { Draft: number; Ready: number; Sending: number; Paused: number; PendingApproval: number; Sent: number; Failed: number; Scheduled: number };
  CurrentlySending: { Count: number; ReadyCount: number };
  Sent: { Today: number; Past7Days: number; Past30Days: number };
  Scheduled: { Today: number; Next7Days: number; Next30Days: number };
}

export const AdminCampaignsOverview = defineCommand({
  name: 'admin.campaigns.overview',
  service: 'campaigns',
  auth: 'admin',
  v1: { methods: ['POST', 'GET'], path: 'admin.campaigns.overview' },
  request: AdminCampaignsOverviewRequest,
  returns: reply<AdminCampaignsOverviewReply>(),
  reply: "StatusTotals, CurrentlySending, Sent, Scheduled (every user's campaigns)",
  errorStyle: 'array',
  errors: {},
  rateLimit: ADMIN_MONITOR_RATE,
  summary: 'Counts of every campaign by status, finished sends and upcoming schedules (administrators).',
});
