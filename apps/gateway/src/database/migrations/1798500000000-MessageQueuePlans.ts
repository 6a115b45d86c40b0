import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The claim's plan must not depend on fresh statistics. A queue that was empty at the last ANALYZE is estimated at
 * one queued row, and with two partial indexes on queued messages the planner could read every queued message
 * through `message_domain_queued` and sort them to take the first batch: each claim then cost the whole backlog
 * (7 ms at 6,000 queued). With `message_due` the only index on queued messages, the claim reads the queue in due
 * order and stops at its batch; ClearDomainQueue (rare) reads the queue through it too. Settling matches a claim by
 * its token and a status that is not ended, never through a queued-message index. Fill factor 70: a claim (lease, token, attempts: no
 * indexed column) updates its row in place on the same page (a heap-only tuple) instead of adding an entry to every
 * index; queue tables are analyzed and vacuumed after 2 % and 5 % of their rows change.
 */
export class MessageQueuePlans1798500000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "gateway"."message_domain_queued"`);
    await q.query(`ALTER TABLE "gateway"."message" SET (fillfactor = 70, autovacuum_analyze_scale_factor = 0.02, autovacuum_vacuum_scale_factor = 0.05)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."message" RESET (fillfactor, autovacuum_analyze_scale_factor, autovacuum_vacuum_scale_factor)`);
    await q.query(`CREATE INDEX IF NOT EXISTS "message_domain_queued" ON "gateway"."message" ("domain_id") WHERE "status" = 'Queued'`);
  }
}
