import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { returningRows } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import { type CampaignCounters, foldCounters, type CountersDelta, ZERO_COUNTERS } from './counters';

/** the event types a message is counted once for, as bits of message_rollup.events (clicked: human clicks only) */
const BITS = `CASE "event" WHEN 'sent' THEN 1 WHEN 'delivered' THEN 2 WHEN 'undelivered' THEN 4 WHEN 'expired' THEN 8
  WHEN 'clicked' THEN CASE WHEN "is_bot" THEN 0 ELSE 16 END WHEN 'replied' THEN 32 WHEN 'opted_out' THEN 64 ELSE 0 END`;
/** sent, without a final outcome (delivered, undelivered or expired) */
const AWAITING = (bits: string) => `(${bits} & 1 <> 0 AND ${bits} & 14 = 0)::int`;
/** the fold's new events, read from the store once per fold (fold_events, a temporary table of its transaction) */
const NEW_EVENTS = `SELECT * FROM "fold_events"`;

/**
 * The roll-up's SQL. A fold adds the events stored since the campaign's watermark to its counters and pre-aggregates
 * and moves the watermark, in one transaction (applied exactly once). The watermark is a transaction id: the oldest
 * one still running when the fold began (pg_snapshot_xmin), so an event committed late by a transaction that began
 * early is folded the next time, never skipped. Event time plays no part: a receipt that arrives days late is folded
 * into its own hour and day.
 */
@Injectable()
export class RollupRepository {
  constructor(private readonly db: ServiceDb) {}

  /** claims the dirty campaigns (the flag is cleared first: an event stored during the roll-up marks it again) */
  async claimDirty(limit: number): Promise<number[]> {
    const rows = await this.db.returning<{ id: string }>(
      `UPDATE "sms"."sms_campaign" SET "dirty_since" = NULL
       WHERE "id" IN (SELECT "id" FROM "sms"."sms_campaign" WHERE "dirty_since" IS NOT NULL AND "detail_expired_at" IS NULL ORDER BY "dirty_since" LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING "id"`,
      [limit],
    );
    return rows.map((r) => Number(r.id));
  }

  async markDirty(id: number): Promise<void> {
    await this.db.query(`UPDATE "sms"."sms_campaign" SET "dirty_since" = COALESCE("dirty_since", now() at time zone 'utc') WHERE "id" = $1`, [id]);
  }

  /**
   * Folds the campaign's new events (see the class). The first fold (watermark 0) starts from zero counters and
   * empty pre-aggregates. Answers how many events it folded, and `more` when the campaign has events this fold could
   * not take yet (stored by a transaction younger than one still running): it is marked dirty again.
   */
  async fold(campaignId: number): Promise<{ folded: number; more: boolean }> {
    return this.db.tx(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('sms.rollup'), $1::int)`, [campaignId]);
      const [c] = await m.query<{ lo: string; hi: string; counters: CampaignCounters | null }[]>(
        `SELECT "rolled_xid"::text AS "lo", "counters", pg_snapshot_xmin(pg_current_snapshot())::text AS "hi" FROM "sms"."sms_campaign" WHERE "id" = $1`,
        [campaignId],
      );
      if (!c) return { folded: 0, more: false };
      const range = [campaignId];
      // the campaign's events stored by transactions that ended in [lo, hi): read once, used by every step
      // (numbers from the database, written into the statement: CREATE TABLE AS takes no parameters)
      if (!/^\d+$/.test(c.lo) || !/^\d+$/.test(c.hi)) throw new Error(`sms roll-up: unexpected watermark ${c.lo}..${c.hi}`);
      await m.query(
        `CREATE TEMPORARY TABLE "fold_events" ON COMMIT DROP AS SELECT * FROM "sms"."sms_event"
         WHERE "campaign_id" = ${Number(campaignId)} AND "ingest_xid" >= ${c.lo} AND "ingest_xid" < ${c.hi}`,
      );
      const first = c.lo === '0';
      if (first) {
        await m.query(`DELETE FROM "sms"."message_rollup" WHERE "campaign_id" = $1`, [campaignId]);
        await m.query(`DELETE FROM "sms"."bucket_message" WHERE "campaign_id" = $1`, [campaignId]);
        await m.query(`DELETE FROM "sms"."hourly_stat" WHERE "campaign_id" = $1`, [campaignId]);
        await m.query(`DELETE FROM "sms"."daily_stat" WHERE "campaign_id" = $1`, [campaignId]);
      }
      const delta = await this.countersDelta(m, range);
      if (delta.events > 0) {
        await this.foldDaily(m, range);
        await this.foldHourly(m, range);
      }
      const counters = foldCounters(first ? ZERO_COUNTERS : (c.counters ?? ZERO_COUNTERS), delta);
      const [after] = returningRows<{ more: boolean }>(
        await m.query(
          `UPDATE "sms"."sms_campaign" SET "counters" = $2, "rolled_xid" = $3, "counters_updated_at" = (now() at time zone 'utc'),
           "dirty_since" = CASE WHEN EXISTS (SELECT 1 FROM "sms"."sms_event" WHERE "campaign_id" = $1 AND "ingest_xid" >= $3)
                           THEN COALESCE("dirty_since", now() at time zone 'utc') ELSE "dirty_since" END
         WHERE "id" = $1 RETURNING "dirty_since" IS NOT NULL AS "more"`,
          [campaignId, JSON.stringify(counters), c.hi],
        ),
      );
      return { folded: delta.events, more: after?.more ?? false };
    });
  }

  /**
   * what the new events add: counts, per-message firsts (message_rollup, updated here) and the cost change. Only the
   * messages whose bits or cost move are written: a message's tenth click changes nothing a later fold reads, and a
   * missing row reads as no bits and no cost.
   */
  private async countersDelta(m: EntityManager, range: unknown[]): Promise<CountersDelta> {
    const [row] = await m.query<Record<string, string | null>[]>(
      `WITH "e" AS (${NEW_EVENTS}),
       "per" AS (
         SELECT "message_id", bit_or(${BITS}) AS "bits",
           (array_agg("cost" ORDER BY "event_time" DESC) FILTER (WHERE "cost" IS NOT NULL))[1] AS "cost",
           max("event_time") FILTER (WHERE "cost" IS NOT NULL) AS "cost_at"
         FROM "e" WHERE "message_id" IS NOT NULL GROUP BY 1),
       "nxt" AS (
         SELECT p."message_id", COALESCE(r."events", 0) AS "old_bits", COALESCE(r."events", 0) | p."bits" AS "new_bits", r."cost" AS "old_cost", r."cost_at" AS "old_cost_at",
           CASE WHEN p."cost_at" IS NOT NULL AND (r."cost_at" IS NULL OR p."cost_at" >= r."cost_at") THEN p."cost" ELSE r."cost" END AS "new_cost",
           CASE WHEN p."cost_at" IS NOT NULL AND (r."cost_at" IS NULL OR p."cost_at" >= r."cost_at") THEN p."cost_at" ELSE r."cost_at" END AS "new_cost_at"
         FROM "per" p LEFT JOIN "sms"."message_rollup" r ON r."message_id" = p."message_id"),
       "saved" AS (
         INSERT INTO "sms"."message_rollup" ("message_id", "campaign_id", "events", "cost", "cost_at")
         SELECT n."message_id", $1, n."new_bits", n."new_cost", n."new_cost_at" FROM "nxt" n JOIN "sms"."sms_message" sm ON sm."id" = n."message_id"
         WHERE n."new_bits" <> n."old_bits" OR n."new_cost" IS DISTINCT FROM n."old_cost" OR n."new_cost_at" IS DISTINCT FROM n."old_cost_at"
         ON CONFLICT ("message_id") DO UPDATE SET "events" = EXCLUDED."events", "cost" = EXCLUDED."cost", "cost_at" = EXCLUDED."cost_at"
         RETURNING 1)
       SELECT a.*, d.*, (SELECT count(*) FROM "saved") AS "saved" FROM
         (SELECT count(*) AS "events",
            count(*) FILTER (WHERE "event" = 'queued') AS "queued",
            count(*) FILTER (WHERE "event" = 'skipped') AS "skipped",
            count(*) FILTER (WHERE "event" = 'clicked' AND NOT "is_bot") AS "clicks",
            count(*) FILTER (WHERE "event" = 'replied') AS "replies",
            COALESCE(sum("parts") FILTER (WHERE "event" = 'sent'), 0) AS "parts",
            max("currency") FILTER (WHERE "currency" <> '') AS "currency"
          FROM "e") a,
         (SELECT
            count(*) FILTER (WHERE "new_bits" & 1 > "old_bits" & 1) AS "sent",
            count(*) FILTER (WHERE "new_bits" & 2 > "old_bits" & 2) AS "delivered",
            count(*) FILTER (WHERE "new_bits" & 4 > "old_bits" & 4) AS "undelivered",
            count(*) FILTER (WHERE "new_bits" & 8 > "old_bits" & 8) AS "expired",
            count(*) FILTER (WHERE "new_bits" & 16 > "old_bits" & 16) AS "uniqueClicks",
            count(*) FILTER (WHERE "new_bits" & 32 > "old_bits" & 32) AS "repliedMessages",
            count(*) FILTER (WHERE "new_bits" & 64 > "old_bits" & 64) AS "optOuts",
            COALESCE(sum(${AWAITING('"new_bits"')} - ${AWAITING('"old_bits"')}), 0) AS "awaitingReport",
            COALESCE(sum(COALESCE("new_cost", 0) - COALESCE("old_cost", 0)), 0)::text AS "cost"
          FROM "nxt") d`,
      range,
    );
    const reasons = await m.query<{ reason: string; total: number }[]>(
      `SELECT "error_code" AS "reason", count(*)::int AS "total" FROM (${NEW_EVENTS}) e WHERE "event" = 'skipped' GROUP BY 1`,
    );
    const n = (k: string) => Number(row[k] ?? 0);
    return {
      events: n('events'),
      queued: n('queued'),
      skipped: n('skipped'),
      skippedReasons: reasons,
      sent: n('sent'),
      delivered: n('delivered'),
      undelivered: n('undelivered'),
      expired: n('expired'),
      clicks: n('clicks'),
      uniqueClicks: n('uniqueClicks'),
      replies: n('replies'),
      repliedMessages: n('repliedMessages'),
      optOuts: n('optOuts'),
      parts: n('parts'),
      awaitingReport: n('awaitingReport'),
      cost: row.cost ?? '0',
      currency: row.currency ?? '',
    };
  }

  /**
   * Adds the new events to the daily pre-aggregate: `events` add up; `messages` (distinct messages per day and type)
   * count the messages with no hour of that day in bucket_message yet (read before foldHourly adds this fold's).
   */
  private async foldDaily(m: EntityManager, range: unknown[]): Promise<void> {
    await m.query(
      `WITH "e" AS (${NEW_EVENTS}),
       "n" AS (SELECT "event_time"::date AS "d", "event", "message_id", bool_or("provider_message_id" IS NOT NULL) AS "has_id", count(*) AS "events"
               FROM "e" GROUP BY 1, 2, 3)
       INSERT INTO "sms"."daily_stat" ("campaign_id", "day", "event", "events", "messages")
       SELECT $1, n."d", n."event", sum(n."events"), count(*) FILTER (WHERE n."has_id" AND NOT EXISTS (
         SELECT 1 FROM "sms"."bucket_message" bm WHERE bm."campaign_id" = $1 AND bm."event" = n."event" AND bm."message_id" = n."message_id"
           AND bm."hour" >= n."d" AND bm."hour" < n."d" + 1))
       FROM "n" GROUP BY n."d", n."event"
       ON CONFLICT ("campaign_id", "day", "event") DO UPDATE SET "events" = "daily_stat"."events" + EXCLUDED."events",
         "messages" = "daily_stat"."messages" + EXCLUDED."messages"`,
      range,
    );
  }

  /**
   * Adds the new events to the hourly pre-aggregate: `events` add up; `messages` count the (hour, type, message)
   * pairs new to bucket_message, `human_messages` those new with a human event or whose first human event this is.
   */
  private async foldHourly(m: EntityManager, range: unknown[]): Promise<void> {
    await m.query(
      `WITH "e" AS (${NEW_EVENTS}),
       "n" AS (SELECT date_trunc('hour', "event_time") AS "b", "event", "message_id", bool_or("provider_message_id" IS NOT NULL) AS "has_id",
                 count(*) AS "events", count(*) FILTER (WHERE NOT "is_bot") AS "human_events", bool_or(NOT "is_bot") AS "human"
               FROM "e" GROUP BY 1, 2, 3),
       "pairs" AS (
         INSERT INTO "sms"."bucket_message" ("campaign_id", "event", "message_id", "hour", "human")
         SELECT $1, "event", "message_id", "b", "human" FROM "n" WHERE "has_id" AND "message_id" IS NOT NULL
         ON CONFLICT ("campaign_id", "event", "message_id", "hour") DO UPDATE SET "human" = true WHERE NOT "bucket_message"."human" AND EXCLUDED."human"
         RETURNING "hour" AS "b", "event", ("xmax" = 0) AS "inserted", "human"),
       "added" AS (SELECT "b", "event", count(*) FILTER (WHERE "inserted") AS "messages", count(*) FILTER (WHERE "human") AS "human_messages" FROM "pairs" GROUP BY 1, 2),
       "totals" AS (SELECT "b", "event", sum("events") AS "events", sum("human_events") AS "human_events" FROM "n" GROUP BY 1, 2)
       INSERT INTO "sms"."hourly_stat" ("campaign_id", "hour", "event", "events", "messages", "human_events", "human_messages")
       SELECT $1, t."b", t."event", t."events", COALESCE(a."messages", 0), t."human_events", COALESCE(a."human_messages", 0)
       FROM "totals" t LEFT JOIN "added" a ON a."b" = t."b" AND a."event" = t."event"
       ON CONFLICT ("campaign_id", "hour", "event") DO UPDATE SET "events" = "hourly_stat"."events" + EXCLUDED."events",
         "messages" = "hourly_stat"."messages" + EXCLUDED."messages", "human_events" = "hourly_stat"."human_events" + EXCLUDED."human_events",
         "human_messages" = "hourly_stat"."human_messages" + EXCLUDED."human_messages"`,
      range,
    );
  }
}
