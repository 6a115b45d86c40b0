import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `webhook_delivery`: the queue of webhook POSTs (one row per event and webhook still to be posted), replacing the
 * pg-boss queue `gateway.webhook-post`, whose fetch sorts every ready job of the queue (33–50 ms a fetch at 20,000).
 * `attempt` is the try the next POST is (its X-Gateway-Attempt), `due_at` when it may go; a claim sets `claim_id` and
 * `claimed_until` (no indexed column: with fill factor 70 the claim is a heap-only update), so a row whose claim's
 * lease ended unsettled is due again. A row is deleted when its POST succeeded or was given up. Deleting a webhook or
 * its event deletes its pending posts (the cascade reads the queue by `event_id` through the key, by `webhook_id`
 * whole: webhooks are deleted rarely and the queue is what is due).
 *
 * The jobs still waiting in the pg-boss queue move into the table (those of an attempt already logged were run
 * already, as the job handler found). Jobs a replica of the release before sends or runs meanwhile are moved by the
 * legacy handler (legacy-webhook-post.processor.ts), kept for one release; the queue is dropped after it.
 */
export class WebhookDeliveryQueue1798800000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "gateway"."webhook_delivery" (
      "event_id" bigint NOT NULL REFERENCES "gateway"."message_event" ("id") ON DELETE CASCADE,
      "webhook_id" bigint NOT NULL REFERENCES "gateway"."webhook" ("id") ON DELETE CASCADE,
      "attempt" integer NOT NULL DEFAULT 1,
      "due_at" timestamptz NOT NULL DEFAULT now(),
      "claim_id" uuid,
      "claimed_until" timestamptz,
      PRIMARY KEY ("event_id", "webhook_id"))
      WITH (fillfactor = 70, autovacuum_analyze_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05)`);
    await q.query(`CREATE INDEX "webhook_delivery_due" ON "gateway"."webhook_delivery" ("due_at")`);
    await q.query(`DO $$
      BEGIN
        IF to_regclass('gateway_jobs.job') IS NOT NULL THEN
          INSERT INTO "gateway"."webhook_delivery" ("event_id", "webhook_id", "attempt", "due_at")
          SELECT DISTINCT ON (j."event_id", j."webhook_id") j."event_id", j."webhook_id", j."attempt", j."start_after"
          FROM (SELECT ("data"->>'eventId')::bigint AS "event_id", ("data"->>'webhookId')::bigint AS "webhook_id", ("data"->>'attempt')::int AS "attempt",
                       "start_after"
                FROM "gateway_jobs"."job" WHERE "name" = 'gateway.webhook-post' AND "state" IN ('created', 'retry')) j
          WHERE EXISTS (SELECT 1 FROM "gateway"."webhook" w WHERE w."id" = j."webhook_id")
            AND EXISTS (SELECT 1 FROM "gateway"."message_event" e WHERE e."id" = j."event_id")
            AND NOT EXISTS (SELECT 1 FROM "gateway"."webhook_attempt" a
                            WHERE a."event_id" = j."event_id" AND a."webhook_id" = j."webhook_id" AND a."attempt" >= j."attempt")
          ORDER BY j."event_id", j."webhook_id", j."attempt" DESC;
          DELETE FROM "gateway_jobs"."job" WHERE "name" = 'gateway.webhook-post' AND "state" IN ('created', 'retry');
        END IF;
      END $$`);
  }

  /** the posts still queued go back to pg-boss jobs, which the release before works */
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DO $$
      BEGIN
        IF to_regclass('gateway_jobs.job') IS NOT NULL THEN
          INSERT INTO "gateway_jobs"."job" ("name", "data", "start_after")
          SELECT 'gateway.webhook-post', jsonb_build_object('webhookId', "webhook_id", 'eventId', "event_id", 'attempt', "attempt"), "due_at"
          FROM "gateway"."webhook_delivery";
        END IF;
      END $$`);
    await q.query(`DROP TABLE IF EXISTS "gateway"."webhook_delivery"`);
  }
}
