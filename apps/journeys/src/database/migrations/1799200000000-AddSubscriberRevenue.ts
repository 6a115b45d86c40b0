import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * subscriber_revenue: each subscriber's total of tracked conversion values, as journeys consumed them (in the
 * event's inbox transaction, so each conversion counts once): RevenueHit fires when the total crosses Trigger_Value.
 */
export class AddSubscriberRevenue1799200000000 implements MigrationInterface {
  name = 'AddSubscriberRevenue1799200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "journeys"."subscriber_revenue" (
      "subscriber_id" bigint PRIMARY KEY,
      "total" numeric(18, 2) NOT NULL DEFAULT 0
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "journeys"."subscriber_revenue"`);
  }
}
