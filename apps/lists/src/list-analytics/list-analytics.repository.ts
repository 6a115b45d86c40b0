import { Injectable } from '@nestjs/common';

import { ActivityTypes } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** a subscriber who can be mailed: subscribed and never bounced (the analytics' "deliverable") */
const DELIVERABLE = `s."status" = 'Subscribed' AND s."bounce_type" = 'Not Bounced'`;
const DAY = `to_char(a."created_at", 'YYYY-MM-DD')`;
const SOFT_BOUNCE = ActivityTypes.SoftBounce;
/** a spam complaint: campaigns unsubscribes the complainer through the Complaint channel (the activity keeps the channel) */
const COMPLAINT = `a."activity_type" = '${ActivityTypes.Unsubscription}' AND a."parameters"->>'Channel' = 'Complaint'`;
/** the list's own suppression entries ($1 list, $2 user) through suppression_scope_email_uq */
const LIST_SUPPRESSIONS = `x."user_id" = $2 AND coalesce(x."list_id", 0) = $1`;
/** the activity kinds the reports read: the newest of each, with the counters, tells whether a list changed */
const REPORTED_ACTIVITY = [
  ActivityTypes.Subscription,
  ActivityTypes.Unsubscription,
  ActivityTypes.HardBounce,
  ActivityTypes.SoftBounce,
  ActivityTypes.EmailOpen,
  ActivityTypes.EmailLinkClick,
  ActivityTypes.EmailCampaignDelivery,
];

export interface DailyActivity {
  day: string;
  subscriptions: number;
  imports: number;
  unsubscriptions: number;
  soft: number;
  hard: number;
}

export interface WeeklySends {
  week: string;
  sent: number;
  hard: number;
  soft: number;
  complaints: number;
}

export interface StatusCounts {
  active: number;
  pending: number;
  soft: number;
  hard: number;
  unsubscribed: number;
  suppressed: number;
  complained: number;
}

export interface TierCutoffs {
  champion: number;
  engaged: number;
  passiveEnd: number;
  lapsedEnd: number;
  neverEngagedJoined: number;
}

export interface ListStatsRow {
  id: string;
  name: string;
  active: string;
  segments: string;
  last_activity_at: string | null;
  opens: string;
  clicks: string;
  sent: string;
  net_growth: string;
}

/**
 * The list analytics' reads. Every statement is bounded by one list (list_id leads each index it uses:
 * activity_list_type_time_idx, subscriber_list_state_idx, subscriber_list_domain_idx), so a report costs its own
 * list's rows, never another list's. Callers check ownership first.
 */
@Injectable()
export class ListAnalyticsRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * What a list's reports depend on, as one text: its per-state counters (kept by the subscriber triggers), the
   * newest activity of each reported kind (one index descent each) and its suppression entries. Equal text: the
   * cached reports still hold. Costs a few index probes, never a scan of the list.
   */
  async version(userId: number, listId: number): Promise<string> {
    const row = await this.db.one<{ v: string }>(
      `SELECT concat_ws('|',
         (SELECT concat_ws(':', sum(c."total"), sum(c."subscribed"), sum(c."unsubscribed"), sum(c."opt_in_pending"), sum(c."soft_bounced"), sum(c."hard_bounced"))
          FROM "lists"."list_counter" c WHERE c."list_id" = $1),
         (SELECT string_agg(coalesce(m::text, '-'), ',' ORDER BY t) FROM unnest($3::text[]) t
          CROSS JOIN LATERAL (SELECT max(a."created_at") AS m FROM "lists"."activity" a WHERE a."list_id" = $1 AND a."activity_type" = t) x),
         (SELECT count(*) FROM "lists"."suppression" x WHERE ${LIST_SUPPRESSIONS})) AS "v"`,
      [listId, userId, REPORTED_ACTIVITY],
    );
    return row?.v ?? '';
  }

  /** per UTC day of the window (from `since`, a date): subscriptions (imports apart), unsubscriptions, bounces */
  async dailyActivity(listId: number, since: string): Promise<DailyActivity[]> {
    const rows = await this.db.query<Record<keyof DailyActivity, string>>(
      `SELECT ${DAY} AS "day",
         count(*) FILTER (WHERE a."activity_type" = $3 AND coalesce(a."parameters"->>'Source', '') <> 'CSVImport') AS "subscriptions",
         count(*) FILTER (WHERE a."activity_type" = $3 AND a."parameters"->>'Source' = 'CSVImport') AS "imports",
         count(*) FILTER (WHERE a."activity_type" = $4) AS "unsubscriptions",
         count(*) FILTER (WHERE a."activity_type" = $5) AS "soft",
         count(*) FILTER (WHERE a."activity_type" = $6) AS "hard"
       FROM "lists"."activity" a
       WHERE a."list_id" = $1 AND a."activity_type" IN ($3, $4, $5, $6) AND a."created_at" >= $2::date
       GROUP BY 1`,
      [listId, since, ActivityTypes.Subscription, ActivityTypes.Unsubscription, SOFT_BOUNCE, ActivityTypes.HardBounce],
    );
    return rows.map((r) => ({
      day: r.day,
      subscriptions: Number(r.subscriptions),
      imports: Number(r.imports),
      unsubscriptions: Number(r.unsubscriptions),
      soft: Number(r.soft),
      hard: Number(r.hard),
    }));
  }

  /** per ISO week (Monday, from `since`): campaign deliveries, bounces and spam complaints of the list */
  async weeklySends(listId: number, since: string): Promise<WeeklySends[]> {
    const rows = await this.db.query<Record<keyof WeeklySends, string>>(
      `SELECT w AS "week", sum(sent) AS "sent", sum(hard) AS "hard", sum(soft) AS "soft", sum(complaints) AS "complaints" FROM (
         SELECT to_char(date_trunc('week', a."created_at"), 'YYYY-MM-DD') AS w,
           count(*) FILTER (WHERE a."activity_type" = $3) AS sent, count(*) FILTER (WHERE a."activity_type" = $4) AS hard,
           count(*) FILTER (WHERE a."activity_type" = $5) AS soft, count(*) FILTER (WHERE ${COMPLAINT}) AS complaints
         FROM "lists"."activity" a WHERE a."list_id" = $1 AND a."activity_type" IN ($3, $4, $5, $6) AND a."created_at" >= $2::date GROUP BY 1
       ) t GROUP BY 1`,
      [listId, since, ActivityTypes.EmailCampaignDelivery, ActivityTypes.HardBounce, SOFT_BOUNCE, ActivityTypes.Unsubscription],
    );
    return rows.map((r) => ({ week: r.week, sent: Number(r.sent), hard: Number(r.hard), soft: Number(r.soft), complaints: Number(r.complaints) }));
  }

  /** the list's subscribers per status (one index range of subscriber_list_state_idx) and its suppression entries */
  async statusCounts(userId: number, listId: number): Promise<StatusCounts> {
    const row = await this.db.one<Record<keyof StatusCounts, string>>(
      `SELECT
         count(*) FILTER (WHERE s."status" = 'Subscribed' AND s."bounce_type" = 'Not Bounced') AS "active",
         count(*) FILTER (WHERE s."status" = 'Opt-In Pending') AS "pending",
         count(*) FILTER (WHERE s."status" = 'Subscribed' AND s."bounce_type" = 'Soft') AS "soft",
         count(*) FILTER (WHERE s."status" = 'Subscribed' AND s."bounce_type" = 'Hard') AS "hard",
         count(*) FILTER (WHERE s."status" = 'Unsubscribed') AS "unsubscribed",
         (SELECT count(*) FROM "lists"."suppression" x WHERE ${LIST_SUPPRESSIONS}) AS "suppressed",
         (SELECT count(DISTINCT a."subscriber_id") FROM "lists"."activity" a WHERE a."list_id" = $1 AND ${COMPLAINT}) AS "complained"
       FROM "lists"."subscriber" s WHERE s."list_id" = $1`,
      [listId, userId],
    );
    return {
      active: Number(row?.active ?? 0),
      pending: Number(row?.pending ?? 0),
      soft: Number(row?.soft ?? 0),
      hard: Number(row?.hard ?? 0),
      unsubscribed: Number(row?.unsubscribed ?? 0),
      suppressed: Number(row?.suppressed ?? 0),
      complained: Number(row?.complained ?? 0),
    };
  }

  /**
   * Deliverable subscribers by their last open and last click (days ago): one pass over the list's deliverable
   * rows, each joined to its opens and clicks through activity_list_type_time_idx.
   */
  async engagementTiers(listId: number, c: TierCutoffs): Promise<Record<string, number>> {
    const row = await this.db.one<Record<string, string>>(
      `WITH o AS (SELECT a."subscriber_id", max(a."created_at") AS "at" FROM "lists"."activity" a WHERE a."list_id" = $1 AND a."activity_type" = $2 GROUP BY 1),
            k AS (SELECT DISTINCT a."subscriber_id" FROM "lists"."activity" a
                  WHERE a."list_id" = $1 AND a."activity_type" = $3 AND a."created_at" >= (now() at time zone 'utc') - make_interval(days => $4)),
            t AS (SELECT CASE
                WHEN o."at" IS NULL THEN CASE WHEN coalesce(s."subscription_date", s."created_at") <= (now() at time zone 'utc') - make_interval(days => $8) THEN 'never' END
                WHEN o."at" >= (now() at time zone 'utc') - make_interval(days => $4) AND k."subscriber_id" IS NOT NULL THEN 'champion'
                WHEN o."at" >= (now() at time zone 'utc') - make_interval(days => $5) THEN 'engaged'
                WHEN o."at" >= (now() at time zone 'utc') - make_interval(days => $6) THEN 'passive'
                WHEN o."at" >= (now() at time zone 'utc') - make_interval(days => $7) THEN 'lapsed'
                ELSE 'dormant' END AS "tier"
              FROM "lists"."subscriber" s LEFT JOIN o ON o."subscriber_id" = s."id" LEFT JOIN k ON k."subscriber_id" = s."id"
              WHERE s."list_id" = $1 AND ${DELIVERABLE})
       SELECT count(*) FILTER (WHERE "tier" = 'champion') AS "champion", count(*) FILTER (WHERE "tier" = 'engaged') AS "engaged",
              count(*) FILTER (WHERE "tier" = 'passive') AS "passive", count(*) FILTER (WHERE "tier" = 'lapsed') AS "lapsed",
              count(*) FILTER (WHERE "tier" = 'dormant') AS "dormant", count(*) FILTER (WHERE "tier" = 'never') AS "never"
       FROM t`,
      [listId, ActivityTypes.EmailOpen, ActivityTypes.EmailLinkClick, c.champion, c.engaged, c.passiveEnd, c.lapsedEnd, c.neverEngagedJoined],
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  }

  /** opens or clicks of the window by ISO weekday (1 Monday) and hour (UTC) */
  async heatmap(listId: number, type: string, days: number): Promise<{ dow: number; hour: number; n: number }[]> {
    const rows = await this.db.query<{ dow: number; hour: number; n: string }>(
      `SELECT extract(isodow FROM a."created_at")::int AS "dow", extract(hour FROM a."created_at")::int AS "hour", count(*) AS "n"
       FROM "lists"."activity" a WHERE a."list_id" = $1 AND a."activity_type" = $2 AND a."created_at" >= (now() at time zone 'utc') - make_interval(days => $3)
       GROUP BY 1, 2`,
      [listId, type, days],
    );
    return rows.map((r) => ({ dow: Number(r.dow), hour: Number(r.hour), n: Number(r.n) }));
  }

  /** deliverable subscribers by days since they joined, in the six bands (a boundary goes to the older band) */
  async tenure(listId: number): Promise<Record<string, number>> {
    const row = await this.db.one<Record<string, string>>(
      `WITH n AS (SELECT now() at time zone 'utc' AS t)
       SELECT count(*) FILTER (WHERE j > n.t - interval '30 days') AS "b0",
              count(*) FILTER (WHERE j <= n.t - interval '30 days' AND j > n.t - interval '90 days') AS "b1",
              count(*) FILTER (WHERE j <= n.t - interval '90 days' AND j > n.t - interval '180 days') AS "b2",
              count(*) FILTER (WHERE j <= n.t - interval '180 days' AND j > n.t - interval '365 days') AS "b3",
              count(*) FILTER (WHERE j <= n.t - interval '365 days' AND j > n.t - interval '730 days') AS "b4",
              count(*) FILTER (WHERE j <= n.t - interval '730 days') AS "b5"
       FROM n, (SELECT coalesce(s."subscription_date", s."created_at") AS j FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND ${DELIVERABLE}) t`,
      [listId],
    );
    return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
  }

  /** deliverable subscribers per mailbox domain; with an activity type, only those with that activity (each once) */
  async domains(listId: number, activityType: string | null): Promise<{ domain: string; n: number }[]> {
    const domain = `lower(split_part(s."email", '@', 2))`;
    const sql = activityType
      ? `SELECT ${domain} AS "domain", count(*) AS "n" FROM "lists"."subscriber" s
         WHERE s."list_id" = $1 AND ${DELIVERABLE}
           AND EXISTS (SELECT 1 FROM "lists"."activity" a WHERE a."list_id" = $1 AND a."activity_type" = $2 AND a."subscriber_id" = s."id")
         GROUP BY 1`
      : `SELECT ${domain} AS "domain", count(*) AS "n" FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND ${DELIVERABLE} GROUP BY 1`;
    const rows = await this.db.query<{ domain: string; n: string }>(sql, activityType ? [listId, activityType] : [listId]);
    return rows.map((r) => ({ domain: r.domain, n: Number(r.n) }));
  }

  /** subscribers who unsubscribed (they are not deliverable any more) per mailbox domain */
  async unsubscribedDomains(listId: number): Promise<{ domain: string; n: number }[]> {
    const rows = await this.db.query<{ domain: string; n: string }>(
      `SELECT lower(split_part(s."email", '@', 2)) AS "domain", count(*) AS "n" FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND s."status" = 'Unsubscribed' GROUP BY 1`,
      [listId],
    );
    return rows.map((r) => ({ domain: r.domain, n: Number(r.n) }));
  }

  /** the list's most recent campaigns by first delivery, oldest first, each with its clickers' subscriber ids */
  async campaignClickers(listId: number, userId: number, last: number): Promise<{ campaignId: number; sentAt: string; clickers: number[] }[]> {
    const rows = await this.db.query<{ campaign_id: string; sent_at: string; clickers: string[] | null }>(
      `WITH c AS (SELECT (a."parameters"->>'CampaignID') AS "campaign_id", min(a."created_at") AS "sent_at" FROM "lists"."activity" a
                  WHERE a."list_id" = $1 AND a."user_id" = $2 AND a."activity_type" = $3 AND a."parameters" ? 'CampaignID'
                  GROUP BY 1 ORDER BY 2 DESC LIMIT $5)
       SELECT c."campaign_id", to_char(c."sent_at", 'YYYY-MM-DD HH24:MI:SS') AS "sent_at",
              (SELECT array_agg(DISTINCT a."subscriber_id") FROM "lists"."activity" a
               WHERE a."list_id" = $1 AND a."user_id" = $2 AND a."activity_type" = $4 AND a."parameters"->>'CampaignID' = c."campaign_id") AS "clickers"
       FROM c ORDER BY c."sent_at", c."campaign_id"`,
      [listId, userId, ActivityTypes.EmailCampaignDelivery, ActivityTypes.EmailLinkClick, last],
    );
    return rows.map((r) => ({ campaignId: Number(r.campaign_id), sentAt: r.sent_at, clickers: (r.clickers ?? []).map(Number) }));
  }

  /** all the list's subscribers per source, and per month (created, since `since`) and source */
  async sources(listId: number, since: string): Promise<{ totals: { source: string; n: number }[]; months: { month: string; source: string; n: number }[] }> {
    const [totals, months] = await Promise.all([
      this.db.query<{ source: string; n: string }>(`SELECT s."source", count(*) AS "n" FROM "lists"."subscriber" s WHERE s."list_id" = $1 GROUP BY 1`, [
        listId,
      ]),
      this.db.query<{ month: string; source: string; n: string }>(
        `SELECT to_char(s."created_at", 'YYYY-MM') AS "month", s."source", count(*) AS "n" FROM "lists"."subscriber" s
         WHERE s."list_id" = $1 AND s."created_at" >= $2::date GROUP BY 1, 2 ORDER BY 1, 2`,
        [listId, since],
      ),
    ]);
    return {
      totals: totals.map((r) => ({ source: r.source, n: Number(r.n) })),
      months: months.map((r) => ({ month: r.month, source: r.source, n: Number(r.n) })),
    };
  }

  /** the 10 most frequent labels of the Other source (ties by label) */
  async otherRefs(listId: number): Promise<{ ref: string; n: number }[]> {
    const rows = await this.db.query<{ ref: string; n: string }>(
      `SELECT coalesce(s."source_ref", '') AS "ref", count(*) AS "n" FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND s."source" = 'Other'
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 10`,
      [listId],
    );
    return rows.map((r) => ({ ref: r.ref, n: Number(r.n) }));
  }

  /** per non-archived list of the user (optionally only `listIds`): the window's figures (Lists.Stats) */
  async listStats(userId: number, days: number, listIds: number[] | null): Promise<ListStatsRow[]> {
    const window = `a."created_at" >= (now() at time zone 'utc') - make_interval(days => $2)`;
    return this.db.query<ListStatsRow>(
      `SELECT l."id", l."name",
         (SELECT count(*) FROM "lists"."subscriber" s WHERE s."list_id" = l."id" AND ${DELIVERABLE}) AS "active",
         (SELECT count(*) FROM "lists"."segment" g WHERE g."list_id" = l."id") AS "segments",
         (SELECT to_char(max(a."created_at"), 'YYYY-MM-DD HH24:MI:SS') FROM "lists"."activity" a WHERE a."list_id" = l."id" AND a."activity_type" IN ($4, $5, $6, $7, $8, $9)) AS "last_activity_at",
         w."opens", w."clicks", w."sent", w."subs" - w."unsubs" - w."hard" AS "net_growth"
       FROM "lists"."list" l
       CROSS JOIN LATERAL (SELECT
           count(DISTINCT a."subscriber_id") FILTER (WHERE a."activity_type" = $6) AS "opens",
           count(DISTINCT a."subscriber_id") FILTER (WHERE a."activity_type" = $7) AS "clicks",
           count(*) FILTER (WHERE a."activity_type" = $8) AS "sent",
           count(*) FILTER (WHERE a."activity_type" = $4) AS "subs",
           count(*) FILTER (WHERE a."activity_type" = $5) AS "unsubs",
           count(*) FILTER (WHERE a."activity_type" = $9) AS "hard"
         FROM "lists"."activity" a WHERE a."list_id" = l."id" AND a."activity_type" IN ($4, $5, $6, $7, $8, $9) AND ${window}) w
       WHERE l."user_id" = $1 AND l."archived_at" IS NULL AND ($3::bigint[] IS NULL OR l."id" = ANY($3::bigint[]))
       ORDER BY l."id"`,
      [
        userId,
        days,
        listIds,
        ActivityTypes.Subscription,
        ActivityTypes.Unsubscription,
        ActivityTypes.EmailOpen,
        ActivityTypes.EmailLinkClick,
        ActivityTypes.EmailCampaignDelivery,
        ActivityTypes.HardBounce,
      ],
    );
  }
}
