import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pg-boss queue `gateway.deliver-message` had a job per message until the message table became the delivery
 * queue (OwnMessageQueue). Nothing works or sends it since: its jobs (those of messages now due in the table) would
 * wait forever and show as a lagging queue in mail_job_queue_depth. Its jobs go first (delete_queue refuses a queue
 * that has any), then pg-boss's own delete_queue drops it with its partition; a database whose jobs schema pg-boss
 * has not made yet has nothing to drop.
 */
export class DropDeliverMessageQueue1798300000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`DO $$
      BEGIN
        IF to_regclass('gateway_jobs.queue') IS NOT NULL THEN
          IF EXISTS (SELECT 1 FROM "gateway_jobs"."queue" WHERE "name" = 'gateway.deliver-message') THEN
            DELETE FROM "gateway_jobs"."job" WHERE "name" = 'gateway.deliver-message';
            PERFORM "gateway_jobs"."delete_queue"('gateway.deliver-message');
          END IF;
        END IF;
      END $$`);
  }

  /** the queue is not made again: nothing would send to it */
  async down(): Promise<void> {}
}
