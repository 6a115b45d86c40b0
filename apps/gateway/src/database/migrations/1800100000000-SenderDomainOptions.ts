import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * sender_domain.options: what EmailGateway.UpdateDomain sets (tracking, unsubscribe link, hosting provider, custom
 * subdomain and tracking prefix), as the vendor's keys; an absent key is its default (presented by domain-view.ts).
 * message_event_user_time: the event reads of all of a user's domains (EmailGateway.GetEvents without DomainID).
 * api_key.key_hint: the key's last four characters, so EmailGateway.GetAPIs can tell keys apart (only the hash is kept).
 */
export class SenderDomainOptions1800100000000 implements MigrationInterface {
  name = 'SenderDomainOptions1800100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."sender_domain" ADD COLUMN IF NOT EXISTS "options" jsonb NOT NULL DEFAULT '{}'`);
    await q.query(`ALTER TABLE "gateway"."api_key" ADD COLUMN IF NOT EXISTS "key_hint" text NOT NULL DEFAULT ''`);
    await q.query(`CREATE INDEX IF NOT EXISTS "message_event_user_time" ON "gateway"."message_event" ("user_id", "occurred_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_event_user_time"`);
    await q.query(`ALTER TABLE "gateway"."api_key" DROP COLUMN IF EXISTS "key_hint"`);
    await q.query(`ALTER TABLE "gateway"."sender_domain" DROP COLUMN IF EXISTS "options"`);
  }
}
