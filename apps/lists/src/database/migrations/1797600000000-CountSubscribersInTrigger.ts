import type { MigrationInterface, QueryRunner } from 'typeorm';

import { subscriberFunction } from './1797500000000-CountSuppressedSubscribers';

/**
 * The list's subscriber total (every state) counted by the subscriber triggers, beside the states, in a new counter
 * column `total`: the write statements no longer bump a counter themselves. One counter update per statement instead
 * of two, on a slot the trigger picks without waiting (docs/decisions.md, "Counted by the subscriber triggers").
 * A new column, not `subscribers`: the previous release, still bumping `subscribers` by hand during a rolling
 * upgrade, would otherwise count its writes twice (expand/contract; `subscribers` is dropped in a later release).
 * Backfilled under a SHARE lock, as the earlier counters were.
 */
export class CountSubscribersInTrigger1797600000000 implements MigrationInterface {
  name = 'CountSubscribersInTrigger1797600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "lists"."list_counter" ADD COLUMN "total" bigint NOT NULL DEFAULT 0`);
    await q.query(subscriberFunction({ total: 'TRUE' }));
    await q.query(`LOCK TABLE "lists"."subscriber" IN SHARE MODE`);
    await q.query(`UPDATE "lists"."list_counter" c SET "total" = t."n"
      FROM (SELECT s."list_id", count(*) AS "n" FROM "lists"."subscriber" s GROUP BY s."list_id") t
      WHERE c."list_id" = t."list_id" AND c."slot" = 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(subscriberFunction());
    await q.query(`ALTER TABLE "lists"."list_counter" DROP COLUMN IF EXISTS "total"`);
  }
}
