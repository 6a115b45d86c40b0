import type { CampaignStatus, ScheduleType } from '@mail/contracts';

/** One campaign as the repository reads it: dates as text (UTC), bigint ids as numbers. */
export interface CampaignRow {
  id: number;
  user_id: number;
  name: string;
  status: CampaignStatus;
  status_reason: string;
  email_id: number | null;
  email_subject: string | null;
  schedule_type: ScheduleType;
  send_date: string;
  send_time: string;
  send_time_zone: string;
  rec_days_of_week: string;
  rec_days_of_month: string;
  rec_months: string;
  rec_hours: string;
  rec_minutes: string;
  rec_max_instances: number;
  rec_sent_instances: number;
  next_send_at: string;
  approval_user_explanation: string;
  google_analytics_domains: string;
  publish_on_rss: string;
  s2s_enabled: boolean;
  recipient_lists_and_segments: string;
  exclude_lists_and_segments: string;
  rules_json_bundle: unknown;
  auto_resend_enabled: boolean;
  auto_resend_wait_days: number;
  auto_resend_subject: string;
  auto_resend_preheader_text: string;
  /** ABTesting: `[{ emailId, weight }]`, null without a test */
  ab_variations: { emailId: number; weight: number }[] | null;
  /** the campaign this one resends (an auto-resend child, or OriginalCampaignID) */
  parent_campaign_id: number | null;
  /** the parent's run an auto-resend child resends (null when linked by OriginalCampaignID) */
  parent_run: number | null;
  /** AutoResendSubject / PreHeaderText of an auto-resend child, replacing its email's */
  subject_override: string | null;
  preheader_override: string | null;
  current_run: number;
  send_started_at: string;
  send_finished_at: string;
  total_recipients: number;
  total_sent: number;
  total_failed: number;
  total_hard_bounces: number;
  total_soft_bounces: number;
  created_at: string;
  updated_at: string;
}

/** The columns a campaign update may write (the repository's whitelist). */
export type CampaignPatch = Partial<
  Pick<
    CampaignRow,
    | 'name'
    | 'status'
    | 'status_reason'
    | 'email_id'
    | 'schedule_type'
    | 'send_time'
    | 'send_time_zone'
    | 'rec_days_of_week'
    | 'rec_days_of_month'
    | 'rec_months'
    | 'rec_hours'
    | 'rec_minutes'
    | 'rec_max_instances'
    | 'approval_user_explanation'
    | 'google_analytics_domains'
    | 'publish_on_rss'
    | 's2s_enabled'
    | 'recipient_lists_and_segments'
    | 'exclude_lists_and_segments'
    | 'rules_json_bundle'
    | 'auto_resend_enabled'
    | 'auto_resend_wait_days'
    | 'auto_resend_subject'
    | 'auto_resend_preheader_text'
    | 'ab_variations'
    | 'parent_campaign_id'
  >
> & { send_date?: string | null; next_send_at?: Date | null };

/** `YYYY-MM-DD HH:MM:SS` text of a column; timestamptz columns are read in UTC, plain timestamps are stored in UTC. */
const text = (c: string, column: string, zoned: boolean) =>
  `coalesce(to_char(${c}."${column}"${zoned ? ` AT TIME ZONE 'UTC'` : ''}, 'YYYY-MM-DD HH24:MI:SS'), '') AS "${column}"`;

/** Every column of CampaignRow, for `FROM "campaigns"."campaign" <c>` (the email's subject by a lateral lookup). */
export function campaignColumns(c: string): string {
  const plain = (columns: string[]) => columns.map((column) => `${c}."${column}"`);
  return [
    `${c}."id"::int AS "id"`,
    ...plain(['user_id', 'name', 'status', 'status_reason']),
    `${c}."email_id"::int AS "email_id"`,
    `coalesce(${c}."subject_override", (SELECT e."subject" FROM "campaigns"."email" e WHERE e."id" = ${c}."email_id" AND e."user_id" = ${c}."user_id")) AS "email_subject"`,
    `${c}."schedule_type"`,
    `coalesce(to_char(${c}."send_date", 'YYYY-MM-DD'), '') AS "send_date"`,
    ...plain(['send_time', 'send_time_zone', 'rec_days_of_week', 'rec_days_of_month', 'rec_months', 'rec_hours', 'rec_minutes']),
    ...plain(['rec_max_instances', 'rec_sent_instances']),
    text(c, 'next_send_at', true),
    ...plain([
      'approval_user_explanation',
      'google_analytics_domains',
      'publish_on_rss',
      's2s_enabled',
      'recipient_lists_and_segments',
      'exclude_lists_and_segments',
      'rules_json_bundle',
    ]),
    ...plain(['auto_resend_enabled', 'auto_resend_wait_days', 'auto_resend_subject', 'auto_resend_preheader_text', 'current_run', 'ab_variations']),
    `${c}."parent_campaign_id"::int AS "parent_campaign_id"`,
    ...plain(['parent_run', 'subject_override', 'preheader_override']),
    text(c, 'send_started_at', true),
    text(c, 'send_finished_at', true),
    ...plain(['total_recipients', 'total_sent', 'total_failed', 'total_hard_bounces', 'total_soft_bounces']),
    text(c, 'created_at', false),
    text(c, 'updated_at', false),
  ].join(', ');
}

export const CAMPAIGN_COLUMNS = campaignColumns('c');
