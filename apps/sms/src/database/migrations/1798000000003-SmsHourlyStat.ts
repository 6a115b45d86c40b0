import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * hourly_stat: the hourly pre-aggregate behind smscampaign.stats.timeseries (Granularity=hour), rebuilt by the
 * roll-up with the counters: per hour and event, events and distinct provider message ids with and without bots
 * (distinct counts cannot be added up, so both are kept). Counting a month of events per read was far above the
 * 50 ms p99 of the spec's performance goal.
 */
export class SmsHourlyStat1798000000003 implements MigrationInterface {
  name = 'SmsHourlyStat1798000000003';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "sms"."hourly_stat" (
      "campaign_id" bigint NOT NULL,
      "hour" timestamp NOT NULL,
      "event" text NOT NULL,
      "events" bigint NOT NULL,
      "messages" bigint NOT NULL,
      "human_events" bigint NOT NULL,
      "human_messages" bigint NOT NULL,
      PRIMARY KEY ("campaign_id", "hour", "event")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "sms"."hourly_stat"`);
  }
}
