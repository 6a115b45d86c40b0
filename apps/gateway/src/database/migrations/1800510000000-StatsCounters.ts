import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The gateway's statistics as counters, kept by the statements that record what they count (never recounted per
 * read), and backfilled here from the messages and events already stored:
 * - stats_daily: per user, sender domain, UTC day and recipient domain: recipients accepted (by the message's
 *   creation day), recipients of messages that ended Sent (by the message's creation day, as DailySeries shows
 *   them), and the events of each kind (by the event's day; they also answer the event reads' TotalRecords); for deliveries and bounces also the
 *   seconds after acceptance (sum, min, max, and counts per bucket of DELIVERY_BUCKETS); `last_at` is the newest
 *   acceptance or event counted in the row.
 * - stats_tag_daily: per user, sender domain, UTC day and message tag: recipients accepted and deliveries.
 * - gateway.add_counts(a, b): element-wise sum of two bucket arrays (an upsert adds a batch's buckets).
 */
export class StatsCounters1800510000000 implements MigrationInterface {
  name = 'StatsCounters1800510000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE OR REPLACE FUNCTION "gateway"."add_counts"(a int[], b int[]) RETURNS int[] LANGUAGE sql IMMUTABLE AS
      $$ SELECT coalesce(array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY i), '{}') FROM unnest(a, b) WITH ORDINALITY AS t(x, y, i) $$`);
    await q.query(`CREATE TABLE IF NOT EXISTS "gateway"."stats_daily" (
      "user_id" bigint NOT NULL,
      "domain_id" bigint NOT NULL,
      "day" date NOT NULL,
      "recipient_domain" text NOT NULL,
      "accepted" int NOT NULL DEFAULT 0,
      "sent" int NOT NULL DEFAULT 0,
      "delivered" int NOT NULL DEFAULT 0,
      "bounced" int NOT NULL DEFAULT 0,
      "opened" int NOT NULL DEFAULT 0,
      "clicked" int NOT NULL DEFAULT 0,
      "unsubscribed" int NOT NULL DEFAULT 0,
      "complained" int NOT NULL DEFAULT 0,
      "unknown" int NOT NULL DEFAULT 0,
      "delivery_sec_sum" float8 NOT NULL DEFAULT 0,
      "delivery_sec_min" float8,
      "delivery_sec_max" float8,
      "delivery_buckets" int[] NOT NULL DEFAULT '{0,0,0,0,0,0,0,0}',
      "bounce_sec_sum" float8 NOT NULL DEFAULT 0,
      "bounce_sec_min" float8,
      "bounce_sec_max" float8,
      "bounce_buckets" int[] NOT NULL DEFAULT '{0,0,0,0,0,0,0,0}',
      "last_at" timestamptz,
      PRIMARY KEY ("user_id", "domain_id", "day", "recipient_domain"))`);
    await q.query(`CREATE INDEX IF NOT EXISTS "stats_daily_domain_day" ON "gateway"."stats_daily" ("domain_id", "day")`);
    await q.query(`CREATE TABLE IF NOT EXISTS "gateway"."stats_tag_daily" (
      "user_id" bigint NOT NULL,
      "domain_id" bigint NOT NULL,
      "day" date NOT NULL,
      "tag" text NOT NULL,
      "accepted" int NOT NULL DEFAULT 0,
      "delivered" int NOT NULL DEFAULT 0,
      PRIMARY KEY ("user_id", "domain_id", "day", "tag"))`);

    // backfill (inside the migration's transaction: nothing is recorded twice or missed)
    await q.query(`TRUNCATE "gateway"."stats_daily", "gateway"."stats_tag_daily"`);
    const secs = `extract(epoch FROM e."occurred_at" - m."created_at")::float8`;
    const buckets = (kind: string) =>
      `ARRAY[${[1, 5, 10, 30, 60, 300, 600, null]
        .map((upTo, i, all) => {
          const lower = i === 0 ? 'true' : `${secs} >= ${all[i - 1]}`;
          const upper = upTo === null ? 'true' : `${secs} < ${upTo}`;
          return `count(*) FILTER (WHERE e."event" = '${kind}' AND ${lower} AND ${upper})::int`;
        })
        .join(', ')}]`;
    await q.query(`INSERT INTO "gateway"."stats_daily" AS s ("user_id", "domain_id", "day", "recipient_domain", "accepted", "sent", "last_at")
      SELECT m."user_id", m."domain_id", (m."created_at" AT TIME ZONE 'UTC')::date, lower(split_part(r."to", '@', 2)),
        count(*)::int, count(*) FILTER (WHERE m."status" = 'Sent')::int, max(m."created_at")
      FROM "gateway"."message" m, unnest(m."recipients") AS r("to") GROUP BY 1, 2, 3, 4`);
    await q.query(`INSERT INTO "gateway"."stats_daily" AS s ("user_id", "domain_id", "day", "recipient_domain", "delivered", "bounced", "opened", "clicked",
        "unsubscribed", "complained", "unknown", "delivery_sec_sum", "delivery_sec_min", "delivery_sec_max", "delivery_buckets", "bounce_sec_sum", "bounce_sec_min", "bounce_sec_max", "bounce_buckets", "last_at")
      SELECT e."user_id", e."domain_id", (e."occurred_at" AT TIME ZONE 'UTC')::date, lower(split_part(e."recipient", '@', 2)),
        count(*) FILTER (WHERE e."event" = 'delivery')::int, count(*) FILTER (WHERE e."event" = 'bounce')::int,
        count(*) FILTER (WHERE e."event" = 'open')::int, count(*) FILTER (WHERE e."event" = 'click')::int,
        count(*) FILTER (WHERE e."event" = 'unsubscribe')::int, count(*) FILTER (WHERE e."event" = 'complaint')::int,
        count(*) FILTER (WHERE e."event" = 'unknown')::int, coalesce(sum(${secs}) FILTER (WHERE e."event" = 'delivery'), 0), min(${secs}) FILTER (WHERE e."event" = 'delivery'),
        max(${secs}) FILTER (WHERE e."event" = 'delivery'), ${buckets('delivery')},
        coalesce(sum(${secs}) FILTER (WHERE e."event" = 'bounce'), 0), min(${secs}) FILTER (WHERE e."event" = 'bounce'),
        max(${secs}) FILTER (WHERE e."event" = 'bounce'), ${buckets('bounce')}, max(e."occurred_at")
      FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id"
      GROUP BY 1, 2, 3, 4
      ON CONFLICT ("user_id", "domain_id", "day", "recipient_domain") DO UPDATE SET
        "delivered" = EXCLUDED."delivered", "bounced" = EXCLUDED."bounced", "opened" = EXCLUDED."opened", "clicked" = EXCLUDED."clicked",
        "unsubscribed" = EXCLUDED."unsubscribed", "complained" = EXCLUDED."complained", "unknown" = EXCLUDED."unknown", "delivery_sec_sum" = EXCLUDED."delivery_sec_sum", "delivery_sec_min" = EXCLUDED."delivery_sec_min", "delivery_sec_max" = EXCLUDED."delivery_sec_max",
        "delivery_buckets" = EXCLUDED."delivery_buckets", "bounce_sec_sum" = EXCLUDED."bounce_sec_sum", "bounce_sec_min" = EXCLUDED."bounce_sec_min",
        "bounce_sec_max" = EXCLUDED."bounce_sec_max", "bounce_buckets" = EXCLUDED."bounce_buckets", "last_at" = greatest(s."last_at", EXCLUDED."last_at")`);
    await q.query(`INSERT INTO "gateway"."stats_tag_daily" ("user_id", "domain_id", "day", "tag", "accepted")
      SELECT m."user_id", m."domain_id", (m."created_at" AT TIME ZONE 'UTC')::date, t."tag", sum(cardinality(m."recipients"))::int
      FROM "gateway"."message" m, unnest(m."tags") AS t("tag") GROUP BY 1, 2, 3, 4`);
    await q.query(`INSERT INTO "gateway"."stats_tag_daily" AS s ("user_id", "domain_id", "day", "tag", "delivered")
      SELECT e."user_id", e."domain_id", (e."occurred_at" AT TIME ZONE 'UTC')::date, t."tag", count(*)::int
      FROM "gateway"."message_event" e JOIN "gateway"."message" m ON m."id" = e."message_id", unnest(m."tags") AS t("tag")
      WHERE e."event" = 'delivery' GROUP BY 1, 2, 3, 4
      ON CONFLICT ("user_id", "domain_id", "day", "tag") DO UPDATE SET "delivered" = EXCLUDED."delivered"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "gateway"."stats_tag_daily"`);
    await q.query(`DROP TABLE IF EXISTS "gateway"."stats_daily"`);
    await q.query(`DROP FUNCTION IF EXISTS "gateway"."add_counts"(int[], int[])`);
  }
}
