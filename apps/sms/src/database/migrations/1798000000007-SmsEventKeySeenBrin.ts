import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * event_key's seen_at is only read by the hourly expiry of keys older than two weeks. Keys are written in seen_at
 * order (its default is the insert time), so a BRIN index finds the expired ones as well as the btree did, at a
 * fraction of the write: the btree took one more index entry (and WAL record) per stored event.
 */
export class SmsEventKeySeenBrin1798000000007 implements MigrationInterface {
  name = 'SmsEventKeySeenBrin1798000000007';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "event_key_seen_brin" ON "sms"."event_key" USING brin ("seen_at")`);
    await q.query(`DROP INDEX IF EXISTS "sms"."event_key_seen_idx"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX IF NOT EXISTS "event_key_seen_idx" ON "sms"."event_key" ("seen_at")`);
    await q.query(`DROP INDEX IF EXISTS "sms"."event_key_seen_brin"`);
  }
}
