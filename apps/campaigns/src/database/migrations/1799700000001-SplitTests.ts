import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * splittest.create: the older split test of a campaign with A/B variations. A share (`test_size` %) of the first run's
 * audience gets the variations; the rest is held (recipient state 'held') until `test_duration` seconds after the
 * snapshot, when the winner by `winner_rule` is sent to them. `state`: pending (not run yet), testing (`run` holds
 * its recipients), decided (`winner_variation`, an index into the run's variations).
 */
export class SplitTests1799700000001 implements MigrationInterface {
  name = 'SplitTests1799700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."split_test" (
      "id" bigserial PRIMARY KEY,
      "campaign_id" bigint NOT NULL UNIQUE REFERENCES "campaigns"."campaign" ("id") ON DELETE CASCADE,
      "user_id" integer NOT NULL,
      "test_size" smallint NOT NULL CHECK ("test_size" BETWEEN 1 AND 99),
      "test_duration" integer NOT NULL CHECK ("test_duration" > 0),
      "winner_rule" text NOT NULL,
      "state" text NOT NULL DEFAULT 'pending',
      "run" integer,
      "winner_variation" smallint,
      "decided_at" timestamptz,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."split_test"`);
  }
}
