import type { DataSource, EntityManager } from 'typeorm';

import type { DomainEvent } from '@mail/contracts';

/** A service's consumer-side event tables (createEventTablesSql): inbox for idempotency, dead letters. */
export class EventInbox {
  constructor(
    readonly dataSource: DataSource,
    readonly schema: string,
  ) {}

  /** Runs `work` in one transaction with the inbox row of (consumer, event): a second delivery does nothing. */
  async applyOnce(consumer: string, eventId: string, work: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const fresh: unknown[] = await manager.query(
        `INSERT INTO "${this.schema}"."event_inbox" ("consumer", "event_id") VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING "event_id"`,
        [consumer, eventId],
      );
      if (!fresh.length) return false;
      await work(manager);
      return true;
    });
  }

  async deadLetter(consumer: string, event: DomainEvent, attempts: number, error: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "${this.schema}"."dead_event" ("event_id", "consumer", "subject", "payload", "occurred_at", "attempts", "error")
       VALUES ($1, $2, $3, $4::jsonb, $5::timestamptz, $6, $7)
       ON CONFLICT ("consumer", "event_id") DO UPDATE SET "attempts" = excluded."attempts", "error" = excluded."error", "dead_at" = now()`,
      [event.id, consumer, event.subject, JSON.stringify(event.payload ?? null), event.occurredAt || new Date().toISOString(), attempts, error.slice(0, 2000)],
    );
  }
}
