import { Injectable } from '@nestjs/common';

import type { CampaignStatus, ScheduleType } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import type { CampaignContent } from '../rendering/campaign-content';

/** the campaign a read is about: its owner, status, audience and A/B settings */
export interface ReadCampaign {
  id: number;
  user_id: number;
  name: string;
  status: CampaignStatus;
  email_id: number | null;
  recipient_lists_and_segments: string;
  exclude_lists_and_segments: string;
  rules_json_bundle: unknown;
  ab_variations: { emailId: number; weight: number }[] | null;
  parent_campaign_id: number | null;
  parent_run: number | null;
  auto_resend_enabled: boolean;
  auto_resend_wait_days: number;
  auto_resend_subject: string;
  auto_resend_preheader_text: string;
  total_sent: number;
  total_failed: number;
}

export interface ActivityRow {
  subscriber_id: number;
  list_id: number;
  email_address: string;
  n: number;
  last: string;
  hard: boolean;
  revenue: string;
  total: number;
}

export interface LinkClickRow {
  link_id: number;
  url: string;
  n: number;
  total: number;
}

export interface SubscriberClickRow {
  subscriber_id: number;
  list_id: number;
  email_address: string;
  n: number;
  total: number;
}

export interface StatusCount {
  status: CampaignStatus;
  schedule_type: ScheduleType;
  n: number;
}

export interface CountFilter {
  tagIds: number[];
  from?: string;
  to?: string;
}

/** one campaign's headline figures (human unique opens and clicks, from the event counters) */
export interface Headline {
  id: number;
  name: string;
  sent: number;
  uopens: number;
  uclicks: number;
}

const page = (limit: number, offset: number) => `LIMIT ${Math.trunc(limit)} OFFSET ${Math.trunc(offset)}`;

/**
 * Reads of a campaign's recipients, clicks and per-status counts. Every read is given the campaign's id after the
 * caller's ownership was checked (`readable`): the rows themselves need no owner filter.
 */
@Injectable()
export class CampaignReadsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the campaign, when it is `userId`'s (an administrator, `userId` undefined, reads any) */
  readable(userId: number | undefined, campaignId: number): Promise<ReadCampaign | undefined> {
    return this.db.one<ReadCampaign>(
      `SELECT "id"::int AS "id", "user_id", "name", "status", "email_id"::int AS "email_id", "recipient_lists_and_segments", "exclude_lists_and_segments",
              "rules_json_bundle", "ab_variations", "parent_campaign_id"::int AS "parent_campaign_id", "parent_run",
              coalesce(("auto_resend_enabled")::boolean, false) AS "auto_resend_enabled", coalesce("auto_resend_wait_days", 0)::int AS "auto_resend_wait_days",
              coalesce("auto_resend_subject", '') AS "auto_resend_subject", coalesce("auto_resend_preheader_text", '') AS "auto_resend_preheader_text",
              "total_sent", "total_failed"
       FROM "campaigns"."campaign" WHERE "id" = $1 AND ($2::int IS NULL OR "user_id" = $2)`,
      [campaignId, userId ?? null],
    );
  }

  /**
   * One row per subscriber and list with human events of these kinds, most recent first, paged; `total` counts the
   * rows before paging (after the address filter). The address is the one the message was sent to.
   */
  activity(campaignId: number, kinds: string[], keyword: string, limit: number, offset: number): Promise<ActivityRow[]> {
    return this.db.query<ActivityRow>(
      `WITH a AS (
         SELECT e."subscriber_id"::int AS "subscriber_id", e."list_id"::int AS "list_id", coalesce(max(r."email_address"), '') AS "email_address",
                count(*)::int AS "n", max(e."occurred_at") AS "last", bool_or(e."kind" = 'bounce_hard') AS "hard",
                to_char(coalesce(sum(e."value"), 0), 'FM999999999999990.00') AS "revenue"
         FROM "campaigns"."tracking_event" e LEFT JOIN "campaigns"."recipient" r ON r."id" = e."recipient_id"
         WHERE e."campaign_id" = $1 AND e."kind" = ANY($2::text[]) AND NOT e."is_bot"
         GROUP BY e."subscriber_id", e."list_id"
       )
       SELECT "subscriber_id", "list_id", "email_address", "n", to_char("last" AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS "last", "hard", "revenue",
              count(*) OVER ()::int AS "total"
       FROM a WHERE $3::text = '' OR strpos(lower("email_address"), lower($3)) > 0
       ORDER BY a."last" DESC, "subscriber_id", "list_id" ${page(limit, offset)}`,
      [campaignId, kinds, keyword],
    );
  }

  /** the rows' total when the page is past the end (the window count needs a row) */
  async activityTotal(campaignId: number, kinds: string[], keyword: string): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM (
         SELECT 1 FROM "campaigns"."tracking_event" e LEFT JOIN "campaigns"."recipient" r ON r."id" = e."recipient_id"
         WHERE e."campaign_id" = $1 AND e."kind" = ANY($2::text[]) AND NOT e."is_bot"
         GROUP BY e."subscriber_id", e."list_id"
         HAVING $3::text = '' OR strpos(lower(coalesce(max(r."email_address"), '')), lower($3)) > 0) s`,
      [campaignId, kinds, keyword],
    );
    return row?.n ?? 0;
  }

  /** the campaign's links by human clicks (the per-link event counters), most clicked first */
  linkClicks(campaignId: number, limit: number, offset: number): Promise<LinkClickRow[]> {
    return this.db.query<LinkClickRow>(
      `SELECT l."id"::int AS "link_id", l."url", t."total" AS "n", count(*) OVER ()::int AS "total"
       FROM "campaigns"."event_tally" t JOIN "campaigns"."link" l ON l."id" = t."link_id"
       WHERE t."campaign_id" = $1 AND t."kind" = 'click' AND NOT t."is_bot" AND t."day" = '-infinity' AND t."link_id" <> 0 AND t."total" > 0
       ORDER BY t."total" DESC, l."id" ${page(limit, offset)}`,
      [campaignId],
    );
  }

  async linkClicksTotal(campaignId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "campaigns"."event_tally"
       WHERE "campaign_id" = $1 AND "kind" = 'click' AND NOT "is_bot" AND "day" = '-infinity' AND "link_id" <> 0 AND "total" > 0`,
      [campaignId],
    );
    return row?.n ?? 0;
  }

  /** the subscribers who clicked (human clicks), most clicks first */
  subscriberClicks(campaignId: number, limit: number, offset: number): Promise<SubscriberClickRow[]> {
    return this.db.query<SubscriberClickRow>(
      `SELECT e."subscriber_id"::int AS "subscriber_id", e."list_id"::int AS "list_id", coalesce(max(r."email_address"), '') AS "email_address",
              count(*)::int AS "n", count(*) OVER ()::int AS "total"
       FROM "campaigns"."tracking_event" e LEFT JOIN "campaigns"."recipient" r ON r."id" = e."recipient_id"
       WHERE e."campaign_id" = $1 AND e."kind" = 'click' AND NOT e."is_bot"
       GROUP BY e."subscriber_id", e."list_id"
       ORDER BY "n" DESC, e."subscriber_id", e."list_id" ${page(limit, offset)}`,
      [campaignId],
    );
  }

  async subscriberClicksTotal(campaignId: number): Promise<number> {
    const row = await this.db.one<{ n: number }>(
      `SELECT count(DISTINCT ("subscriber_id", "list_id"))::int AS "n" FROM "campaigns"."tracking_event"
       WHERE "campaign_id" = $1 AND "kind" = 'click' AND NOT "is_bot"`,
      [campaignId],
    );
    return row?.n ?? 0;
  }

  /** the user's campaigns (auto-resends left out) per status and schedule type, filtered by tag and send date */
  statusCounts(userId: number, filter: CountFilter): Promise<StatusCount[]> {
    const params: unknown[] = [userId];
    const where = ['c."user_id" = $1', 'c."parent_campaign_id" IS NULL'];
    if (filter.tagIds.length)
      where.push(
        `EXISTS (SELECT 1 FROM "campaigns"."campaign_tag_link" l JOIN "campaigns"."campaign_tag" t ON t."id" = l."tag_id"
                 WHERE l."campaign_id" = c."id" AND t."user_id" = c."user_id" AND t."id" = ANY($${params.push(filter.tagIds)}::bigint[]))`,
      );
    if (filter.from) where.push(`c."send_date" >= $${params.push(filter.from)}::date`);
    if (filter.to) where.push(`c."send_date" <= $${params.push(filter.to)}::date`);
    return this.db.query<StatusCount>(
      `SELECT c."status", c."schedule_type", count(*)::int AS "n" FROM "campaigns"."campaign" c WHERE ${where.join(' AND ')} GROUP BY 1, 2`,
      params,
    );
  }

  /** the auto-resend child of the campaign's latest resent run, if any */
  async resendChild(campaignId: number): Promise<number | undefined> {
    const row = await this.db.one<{ id: number }>(
      `SELECT "id"::int AS "id" FROM "campaigns"."campaign" WHERE "parent_campaign_id" = $1 AND "parent_run" IS NOT NULL ORDER BY "parent_run" DESC LIMIT 1`,
      [campaignId],
    );
    return row?.id;
  }

  /** headline figures of campaigns: sent (the counter) and human unique opens and clicks (the event counters) */
  headlines(campaignIds: number[]): Promise<Headline[]> {
    return this.db.query<Headline>(
      `SELECT c."id"::int AS "id", c."name", c."total_sent" AS "sent",
              coalesce(sum(t."uniq") FILTER (WHERE t."kind" = 'open'), 0)::int AS "uopens",
              coalesce(sum(t."uniq") FILTER (WHERE t."kind" = 'click'), 0)::int AS "uclicks"
       FROM "campaigns"."campaign" c
       LEFT JOIN "campaigns"."event_tally" t ON t."campaign_id" = c."id" AND NOT t."is_bot" AND t."day" = '-infinity' AND t."link_id" = 0
       WHERE c."id" = ANY($1::bigint[]) GROUP BY c."id"`,
      [campaignIds],
    );
  }

  /** A/B figures per variation index beyond SplitTestStatistics': failed sends and attributed revenue */
  variationExtras(campaignId: number): Promise<{ variation: number; failed: number; revenue: string }[]> {
    return this.db.query(
      `SELECT r."variation", count(*) FILTER (WHERE r."state" = 'failed')::int AS "failed",
              to_char(coalesce((SELECT sum(e."value") FROM "campaigns"."tracking_event" e JOIN "campaigns"."recipient" q ON q."id" = e."recipient_id"
                                WHERE e."campaign_id" = $1 AND e."kind" = 'conversion' AND q."variation" = r."variation"), 0), 'FM999999999999990.00') AS "revenue"
       FROM "campaigns"."recipient" r WHERE r."campaign_id" = $1 AND r."variation" IS NOT NULL GROUP BY r."variation"`,
      [campaignId],
    );
  }

  /** the content a run was sent with (frozen when it started) */
  async runContent(campaignId: number, run: number): Promise<CampaignContent | undefined> {
    const row = await this.db.one<{ content: CampaignContent | null }>(
      `SELECT "content" FROM "campaigns"."campaign_run" WHERE "campaign_id" = $1 AND "run" = $2`,
      [campaignId, run],
    );
    return row?.content ?? undefined;
  }

  /** the user's tag, when it is theirs */
  async ownsTag(userId: number, tagId: number): Promise<boolean> {
    return !!(await this.db.one(`SELECT 1 AS "one" FROM "campaigns"."campaign_tag" WHERE "id" = $1 AND "user_id" = $2`, [tagId, userId]));
  }

  /** the sent campaigns carrying the tag, newest first: what its public archive lists */
  archive(userId: number, tagId: number): Promise<{ id: number; name: string; subject: string; sent_at: string; run: number }[]> {
    return this.db.query(
      `SELECT c."id"::int AS "id", c."name", coalesce(e."subject", '') AS "subject",
              to_char(coalesce(c."send_finished_at", c."send_started_at") AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "sent_at", c."current_run" AS "run"
       FROM "campaigns"."campaign_tag_link" l
       JOIN "campaigns"."campaign" c ON c."id" = l."campaign_id" AND c."user_id" = $1
       LEFT JOIN "campaigns"."email" e ON e."id" = c."email_id"
       WHERE l."tag_id" = $2 AND c."status" = 'Sent' AND c."current_run" > 0
       ORDER BY coalesce(c."send_finished_at", c."send_started_at") DESC NULLS LAST, c."id" DESC LIMIT 500`,
      [userId, tagId],
    );
  }
}
