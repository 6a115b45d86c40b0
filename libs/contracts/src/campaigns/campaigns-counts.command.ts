import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule, ifGiven } from './requests/param-rules';
import { isDateText } from './requests/param-values';

export class CampaignsCountsRequest {
  @Param('Comma-separated campaign tag ids: only campaigns carrying one of them are counted')
  tags?: string;

  @Rule('dateFrom', ifGiven(isDateText), code(1, 'date_from must be a date (YYYY-MM-DD)'))
  @Param('Send date from (YYYY-MM-DD, inclusive)')
  date_from?: string;

  @Rule('dateTo', ifGiven(isDateText), code(2, 'date_to must be a date (YYYY-MM-DD)'))
  @Param('Send date to (YYYY-MM-DD, inclusive)')
  date_to?: string;
}

export const CAMPAIGN_COUNT_STATUSES = ['Draft', 'Ready', 'Sending', 'Paused', 'Pending Approval', 'Sent', 'Failed', 'Cancelled'] as const;
export const CAMPAIGN_BUCKETS = ['Sent', 'Outbox', 'Draft', 'Scheduled', 'Paused', 'Pending Approval', 'Failed', 'Cancelled'] as const;

export interface CampaignsCountsReply {
  Counts: Record<(typeof CAMPAIGN_COUNT_STATUSES)[number] | 'Total', number>;
  Buckets: Record<(typeof CAMPAIGN_BUCKETS)[number] | 'Total', number>;
}

export const CampaignsCounts = defineCommand({
  name: 'campaigns.counts',
  service: 'campaigns',
  auth: 'user',
  permission: 'Campaigns.Get',
  request: CampaignsCountsRequest,
  returns: reply<CampaignsCountsReply>(),
  reply: `Counts (${CAMPAIGN_COUNT_STATUSES.join(', ')}, Total), Buckets (${CAMPAIGN_BUCKETS.join(', ')}, Total)`,
  errorStyle: 'scalar',
  errors: { 1: 'extension: date_from is not a date', 2: 'extension: date_to is not a date' },
  summary: "The caller's campaigns counted per status and per campaign-browser bucket.",
  notes:
    'Outbox = Sending + Ready scheduled Immediate; Scheduled = Ready scheduled Future or Recursive; Draft = Draft + Ready Not Scheduled. Our Scheduled status counts as Ready; Cancelled (ours) has its own key in both. Auto-resend children are not counted (as Campaigns.Get leaves them out).',
});
