import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The event inbox ("event_inbox", CreateEventInboxAndDeadLetters) replaced the hand-written "processed_event" dedupe. */
export class DropProcessedEvent1795478400000 implements MigrationInterface {
  name = 'DropProcessedEvent1795478400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "accounts"."processed_event"`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."processed_event" (
      "id" text PRIMARY KEY,
      "processed_at" timestamptz NOT NULL DEFAULT now()
    )`);
  }
}
