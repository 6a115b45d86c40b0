import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event inbox ("event_inbox", CreateEventInboxAndDeadLetters) replaced the hand-written "processed_event" dedupe. */
export class DropProcessedEvent1795478400000 implements MigrationInterface {
  name = 'DropProcessedEvent1795478400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "lists"."processed_event"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "lists"."processed_event" (
      "id" text PRIMARY KEY,
      "processed_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
  }
}
