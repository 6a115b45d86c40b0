import type { MigrationInterface, QueryRunner } from 'typeorm';

/** subscriber_revenue: the sum of a subscriber's tracked conversion values (Subscriber.Get's TotalRevenue). */
export class CreateSubscriberRevenue1797000000000 implements MigrationInterface {
  name = 'CreateSubscriberRevenue1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "lists"."subscriber_revenue" (
      "subscriber_id" bigint PRIMARY KEY REFERENCES "lists"."subscriber" ("id") ON DELETE CASCADE,
      "total" numeric NOT NULL DEFAULT 0,
      "conversions" integer NOT NULL DEFAULT 0
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "lists"."subscriber_revenue"`);
  }
}
