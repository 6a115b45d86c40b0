import type { EntityManager } from 'typeorm';

/**
 * The campaign's event counters (`event_tally`), so statistics read a few rows instead of counting tracking_event.
 * One row per campaign, kind and human/machine, at one grain: the whole campaign (day '-infinity', link 0), one UTC
 * day (link 0), or one link (day '-infinity'; clicks). `total` counts the events, `uniq` the recipients with at least
 * one, `revenue` sums their value (attributed conversions).
 *
 * A transaction writing one recipient's events (a new event, events turning out to be a machine's) takes that
 * recipient's lock and its events at each grain, and before it commits adds the difference its writes made: the
 * counters always equal what counting the events gives. A journey's email (campaign 0) has no counters.
 */

/** one recipient's events (of campaign `campaign`, recipient `recipient`: placeholders) at each grain */
const contribution = (campaign: string, recipient: string) => `
  SELECT "kind", "is_bot", CASE WHEN GROUPING("d") = 0 THEN "d" ELSE '-infinity'::date END AS "day",
         CASE WHEN GROUPING("l") = 0 THEN "l" ELSE 0 END AS "link_id", count(*)::int AS "total", sum("value") AS "revenue"
  FROM (SELECT "kind", "is_bot", "value", ("occurred_at" AT TIME ZONE 'UTC')::date AS "d", "link_id" AS "l"
        FROM "campaigns"."tracking_event" WHERE "campaign_id" = ${campaign} AND "recipient_id" = ${recipient}) e
  GROUP BY GROUPING SETS (("kind", "is_bot"), ("kind", "is_bot", "d"), ("kind", "is_bot", "l"))
  HAVING GROUPING("l") = 1 OR "l" IS NOT NULL`;

// $1 campaign, $2 recipient, $3 the recipient's contribution before the write (JSON); rows in key order (no deadlock)
const APPLY = `
  WITH "before" AS (
    SELECT * FROM jsonb_to_recordset($3::jsonb) AS b("kind" text, "is_bot" boolean, "day" date, "link_id" bigint, "total" integer, "revenue" numeric)
  ), "after" AS (${contribution('$1', '$2')}
  ), "change" AS (
    SELECT coalesce(a."kind", b."kind") AS "kind", coalesce(a."is_bot", b."is_bot") AS "is_bot", coalesce(a."day", b."day") AS "day",
           coalesce(a."link_id", b."link_id") AS "link_id", coalesce(a."total", 0) - coalesce(b."total", 0) AS "total",
           (a."total" IS NOT NULL)::int - (b."total" IS NOT NULL)::int AS "uniq", coalesce(a."revenue", 0) - coalesce(b."revenue", 0) AS "revenue"
    FROM "after" a FULL JOIN "before" b ON a."kind" = b."kind" AND a."is_bot" = b."is_bot" AND a."day" = b."day" AND a."link_id" = b."link_id"
  )
  INSERT INTO "campaigns"."event_tally" AS t ("campaign_id", "kind", "is_bot", "day", "link_id", "total", "uniq", "revenue")
  SELECT $1, "kind", "is_bot", "day", "link_id", "total", "uniq", "revenue" FROM "change" WHERE "total" <> 0 OR "uniq" <> 0 OR "revenue" <> 0
  ORDER BY "kind", "is_bot", "day", "link_id"
  ON CONFLICT ("campaign_id", "kind", "is_bot", "day", "link_id")
  DO UPDATE SET "total" = t."total" + excluded."total", "uniq" = t."uniq" + excluded."uniq", "revenue" = t."revenue" + excluded."revenue"`;

type Recipient = { campaignId: number; recipientId: number };

/** one campaign recipient's events at each grain, as JSON (what applyTally takes) */
export async function contributionOf(m: EntityManager, r: Recipient): Promise<unknown[]> {
  const [{ rows }]: { rows: unknown[] }[] = await m.query(`SELECT coalesce(jsonb_agg(c), '[]') AS "rows" FROM (${contribution('$1', '$2')}) c`, [
    r.campaignId,
    r.recipientId,
  ]);
  return rows;
}

/**
 * Adds to the campaign's counters what the transaction changed in the recipient's events since `before`
 * (contributionOf, taken under the recipient's lock): one statement, counter rows in key order, so concurrent
 * writers never wait on each other in a cycle.
 */
export async function applyTally(m: EntityManager, r: Recipient, before: unknown[]): Promise<void> {
  await m.query(APPLY, [r.campaignId, r.recipientId, JSON.stringify(before)]);
}

/**
 * The counters of campaigns without any, from their events ($1: the campaigns, null for all): the migration's
 * backfill, and a bench's after it writes events directly.
 */
export const EVENT_TALLY_BACKFILL = `
  INSERT INTO "campaigns"."event_tally" ("campaign_id", "kind", "is_bot", "day", "link_id", "total", "uniq", "revenue")
  SELECT "campaign_id", "kind", "is_bot", CASE WHEN GROUPING("d") = 0 THEN "d" ELSE '-infinity'::date END,
         CASE WHEN GROUPING("l") = 0 THEN "l" ELSE 0 END, count(*), count(DISTINCT "recipient_id"), sum("value")
  FROM (SELECT "campaign_id", "recipient_id", "kind", "is_bot", "value", ("occurred_at" AT TIME ZONE 'UTC')::date AS "d", "link_id" AS "l"
        FROM "campaigns"."tracking_event" WHERE "campaign_id" <> 0 AND ($1::bigint[] IS NULL OR "campaign_id" = ANY($1::bigint[]))) e
  GROUP BY GROUPING SETS (("campaign_id", "kind", "is_bot"), ("campaign_id", "kind", "is_bot", "d"), ("campaign_id", "kind", "is_bot", "l"))
  HAVING GROUPING("l") = 1 OR "l" IS NOT NULL`;
