import type { MigrationInterface, QueryRunner } from 'typeorm';

import { EVENT_TALLY_BACKFILL } from '../../statistics/event-tally';

/**
 * Campaign statistics read counters instead of counting tracking_event on every request: event_tally (see
 * statistics/event-tally.ts), filled here from the events already recorded. Keeping them reads one recipient's
 * events per write, hence the index by recipient.
 */
export class CampaignEventTally1799460000000 implements MigrationInterface {
  name = 'CampaignEventTally1799460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."event_tally" (
      "campaign_id" bigint NOT NULL,
      "kind" text NOT NULL,
      "is_bot" boolean NOT NULL,
      "day" date NOT NULL,
      "link_id" bigint NOT NULL,
      "total" integer NOT NULL DEFAULT 0,
      "uniq" integer NOT NULL DEFAULT 0,
      "revenue" numeric(18, 2) NOT NULL DEFAULT 0,
      PRIMARY KEY ("campaign_id", "kind", "is_bot", "day", "link_id")
    )`);
    await q.query(`CREATE INDEX "tracking_event_recipient_idx" ON "campaigns"."tracking_event" ("campaign_id", "recipient_id")`);
    await q.query(EVENT_TALLY_BACKFILL, [null]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "campaigns"."tracking_event_recipient_idx"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."event_tally"`);
  }
}
