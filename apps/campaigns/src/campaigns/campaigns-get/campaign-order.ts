import { CampaignOrderFields, canonicalOf } from '@mail/contracts';

/**
 * Campaigns.Get's ORDER BY, from a whitelist (never from the parameter's text). Fields stored on the campaign
 * row order by their column; `sort-by-status` always sorts descending; `sort-by-send-date` orders by when the
 * campaign started sending, or is due to. Engagement counters (opens, clicks, conversions, forwards, browser
 * views, unsubscriptions, revenue) live in the tracking events, not on the row: they and anything unknown fall
 * back to the default, CampaignName ascending. Ties break by CampaignID so that pages never overlap.
 */
const COLUMNS: Partial<Record<(typeof CampaignOrderFields)[number], string>> = {
  CampaignID: 'c."id"',
  CampaignName: 'lower(c."name")',
  EmailSubject: `(SELECT e."subject" FROM "campaigns"."email" e WHERE e."id" = c."email_id")`,
  CampaignStatus: 'c."status"',
  ScheduleType: 'c."schedule_type"',
  SendDate: 'c."send_date"',
  SendTime: 'c."send_time"',
  CreateDateTime: 'c."created_at"',
  SendProcessStartedOn: 'c."send_started_at"',
  SendProcessFinishedOn: 'c."send_finished_at"',
  TotalRecipients: 'c."total_recipients"',
  TotalSent: 'c."total_sent"',
  TotalFailed: 'c."total_failed"',
  TotalDelivered: 'c."total_sent"',
  TotalHardBounces: 'c."total_hard_bounces"',
  TotalSoftBounces: 'c."total_soft_bounces"',
  RelEmailID: 'c."email_id"',
};

/** The older spellings Campaign.Get answers with (Name, Status) order like their twins. */
const ALIASES = { Name: 'CampaignName', Status: 'CampaignStatus' } as const;

export function campaignOrder(field: unknown, type: unknown): string {
  const direction = typeof type === 'string' && type.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
  const key = typeof field === 'string' ? field.trim().toLowerCase() : '';
  if (key === 'sort-by-status') return 'c."status" DESC, c."id" DESC';
  if (key === 'sort-by-send-date') return `coalesce(c."send_started_at", c."next_send_at") ${direction} NULLS LAST, c."id" ${direction}`;
  const name = canonicalOf(CampaignOrderFields, field, ALIASES);
  const column = name && COLUMNS[name];
  return column ? `${column} ${direction} NULLS LAST, c."id" ${direction}` : 'lower(c."name") ASC, c."id" ASC';
}
