import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CampaignCounters } from './counters';

const FINAL = `('delivered', 'undelivered', 'expired')`;

/** The roll-up's SQL: every counter recomputed from the deduplicated store, bots left out. */
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

  async compute(campaignId: number): Promise<CampaignCounters> {
    const [row] = await this.db.query<Record<string, string | null>>(
      `SELECT
         count(*) FILTER (WHERE "event" = 'queued') AS "queued",
         count(*) FILTER (WHERE "event" = 'skipped') AS "skipped",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'sent') AS "sent",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'delivered') AS "delivered",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'undelivered') AS "undelivered",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'expired') AS "expired",
         count(*) FILTER (WHERE "event" = 'clicked' AND NOT "is_bot") AS "clicks",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'clicked' AND NOT "is_bot") AS "uniqueClicks",
         count(*) FILTER (WHERE "event" = 'replied') AS "replies",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'replied') AS "repliedMessages",
         count(DISTINCT "message_id") FILTER (WHERE "event" = 'opted_out') AS "optOuts",
         COALESCE(sum("parts") FILTER (WHERE "event" = 'sent'), 0) AS "parts",
         max("currency") FILTER (WHERE "currency" <> '') AS "currency"
       FROM "sms"."sms_event" WHERE "campaign_id" = $1`,
      [campaignId],
    );
    const [awaiting] = await this.db.query<{ n: string }>(
      `SELECT count(*) AS "n" FROM (SELECT "message_id" FROM "sms"."sms_event" WHERE "campaign_id" = $1 AND "event" IN ('sent', 'delivered', 'undelivered', 'expired')
       GROUP BY "message_id" HAVING bool_or("event" = 'sent') AND NOT bool_or("event" IN ${FINAL})) x`,
      [campaignId],
    );
    // a message's cost is the last one reported for it (the send answer, or a later receipt that prices it)
    const [cost] = await this.db.query<{ cost: string }>(
      `SELECT to_char(COALESCE(sum("cost"), 0), 'FM9999999990.00000') AS "cost" FROM (SELECT DISTINCT ON ("message_id") "cost" FROM "sms"."sms_event"
       WHERE "campaign_id" = $1 AND "cost" IS NOT NULL ORDER BY "message_id", "event_time" DESC) x`,
      [campaignId],
    );
    const reasons = await this.db.query<{ reason: string; total: string }>(
      `SELECT "error_code" AS "reason", count(*) AS "total" FROM "sms"."sms_event" WHERE "campaign_id" = $1 AND "event" = 'skipped' GROUP BY 1 ORDER BY 2 DESC, 1`,
      [campaignId],
    );
    const n = (k: string) => Number(row[k] ?? 0);
    return {
      queued: n('queued'),
      skipped: n('skipped'),
      skippedReasons: reasons.map((r) => ({ reason: r.reason, total: Number(r.total) })),
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
      awaitingReport: Number(awaiting.n),
      cost: cost.cost,
      currency: row.currency ?? '',
    };
  }

  /**
   * The counters, the hourly pre-aggregate (with and without bots) and the daily one (bots included: it has no
   * bot flag), rebuilt from the store in one transaction: a read sees the counters and the series of one roll-up.
   */
  async save(campaignId: number, counters: CampaignCounters): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`UPDATE "sms"."sms_campaign" SET "counters" = $2, "counters_updated_at" = (now() at time zone 'utc') WHERE "id" = $1`, [
        campaignId,
        JSON.stringify(counters),
      ]);
      await m.query(`DELETE FROM "sms"."daily_stat" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(
        `INSERT INTO "sms"."daily_stat" ("campaign_id", "day", "event", "events", "messages")
         SELECT $1, "event_time"::date, "event", count(*), count(DISTINCT "provider_message_id") FROM "sms"."sms_event" WHERE "campaign_id" = $1 GROUP BY 2, 3`,
        [campaignId],
      );
      await m.query(`DELETE FROM "sms"."hourly_stat" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(
        `INSERT INTO "sms"."hourly_stat" ("campaign_id", "hour", "event", "events", "messages", "human_events", "human_messages")
         SELECT $1, date_trunc('hour', "event_time"), "event", count(*), count(DISTINCT "provider_message_id"),
           count(*) FILTER (WHERE NOT "is_bot"), count(DISTINCT "provider_message_id") FILTER (WHERE NOT "is_bot")
         FROM "sms"."sms_event" WHERE "campaign_id" = $1 GROUP BY 2, 3`,
        [campaignId],
      );
    });
  }
}
