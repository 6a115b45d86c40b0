import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Segment counts at a million subscribers: every rule is an EXISTS keyed by subscriber id, so the plan joins
 * the matching ids back to "subscriber" by primary key (for list_id and, for suppression rules, lower(email)).
 * A primary key that carries list_id and email (INCLUDE) turns those ~100 000 heap lookups into an index-only
 * scan — without a second index on the table (bulk import pays for no extra index). Foreign keys that
 * reference the key are dropped and re-created around the swap.
 */
export class SubscriberCoveringKey1763856000000 implements MigrationInterface {
  name = 'SubscriberCoveringKey1763856000000';

  async up(q: QueryRunner): Promise<void> {
    await this.dropReferences(q);
    await q.query(`CREATE UNIQUE INDEX "subscriber_pkey_cover" ON "lists"."subscriber" ("id") INCLUDE ("list_id", "email")`);
    await q.query(`ALTER TABLE "lists"."subscriber" DROP CONSTRAINT "subscriber_pkey"`);
    await q.query(`ALTER TABLE "lists"."subscriber" ADD CONSTRAINT "subscriber_pkey" PRIMARY KEY USING INDEX "subscriber_pkey_cover"`);
    await this.addReferences(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await this.dropReferences(q);
    await q.query(`CREATE UNIQUE INDEX "subscriber_pkey_plain" ON "lists"."subscriber" ("id")`);
    await q.query(`ALTER TABLE "lists"."subscriber" DROP CONSTRAINT "subscriber_pkey"`);
    await q.query(`ALTER TABLE "lists"."subscriber" ADD CONSTRAINT "subscriber_pkey" PRIMARY KEY USING INDEX "subscriber_pkey_plain"`);
    await this.addReferences(q);
  }

  private async dropReferences(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lists"."subscriber_journey" DROP CONSTRAINT IF EXISTS "subscriber_journey_subscriber_id_fkey"`);
    await q.query(`ALTER TABLE "lists"."website_event" DROP CONSTRAINT IF EXISTS "website_event_subscriber_id_fkey"`);
  }

  private async addReferences(q: QueryRunner): Promise<void> {
    for (const table of ['subscriber_journey', 'website_event']) {
      await q.query(
        `ALTER TABLE "lists"."${table}" ADD CONSTRAINT "${table}_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "lists"."subscriber" ("id") ON DELETE CASCADE`,
      );
    }
  }
}
