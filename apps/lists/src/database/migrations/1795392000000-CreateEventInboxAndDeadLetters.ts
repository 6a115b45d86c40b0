import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, dropEventTablesSql } from '@mail/db';

/**
 * The shared consumer side of events (EventConsumers): "event_inbox" replaces the hand-written
 * "processed_event" dedupe per consumer, "dead_event" keeps what a consumer gave up on for replay.
 */
export class CreateEventInboxAndDeadLetters1795392000000 implements MigrationInterface {
  name = 'CreateEventInboxAndDeadLetters1795392000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createEventTablesSql('lists')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropEventTablesSql('lists')) await q.query(sql);
  }
}
