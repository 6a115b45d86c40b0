import { randomUUID } from 'node:crypto';

import type { DataSource, EntityManager } from 'typeorm';

import type { Bus } from '@mail/bus';
import type { DomainEvent, EventDefinition } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('db.outbox');

/**
 * Transactional outbox: events are written in the same transaction as the state change, then a
 * relay publishes them to the bus and deletes them once the bus has taken them over: JetStream stored
 * them (NATS), or every consumer acknowledged them (in-process). A crash before that only delays an
 * event; consumers dedupe by event id (the inbox of `consumeEvent`).
 */
export class Outbox {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly bus: Bus,
    private readonly schema: string,
  ) {}

  /** Add events inside the caller's transaction. Call `kick()` after commit. */
  async add<P extends object>(manager: EntityManager, event: EventDefinition<P>, payloads: P | P[]): Promise<void> {
    const list = Array.isArray(payloads) ? payloads : [payloads];
    if (!list.length) return;
    const { sql, values } = this.insertStatement(event, list);
    await manager.query(sql, values);
  }

  /**
   * The INSERT that add() runs, with its parameters numbered from `firstParam`: to be one part of a bigger
   * statement (a data-modifying WITH), so a write and its events can be one statement, atomic without a
   * transaction around it. Call `kick()` after it ran.
   */
  insertStatement<P extends object>(event: EventDefinition<P>, payloads: P[], firstParam = 1): { sql: string; values: unknown[] } {
    const values: unknown[] = [];
    const rows = payloads.map((payload, i) => {
      values.push(randomUUID(), event.subject, JSON.stringify(payload));
      const at = firstParam + i * 3;
      return `($${at}, $${at + 1}, $${at + 2})`;
    });
    return { sql: `INSERT INTO "${this.schema}"."outbox" ("id", "subject", "payload") VALUES ${rows.join(', ')}`, values };
  }

  start(intervalMs = 1000): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
  }

  /** true between start() and stop(): the relay runs on its interval */
  get relaying(): boolean {
    return this.timer !== undefined && !this.stopped;
  }

  /** Lets a running relay finish and starts no other: the data source can close after this. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((error) => log.warn({ err: error, schema: this.schema }, 'outbox relay failed; will retry'))
      .finally(() => {
        this.running = false;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const published = await this.dataSource.transaction(async (manager) => {
        const rows: { id: string; subject: string; payload: Record<string, unknown>; occurred_at: Date }[] = await manager.query(
          `SELECT "id", "subject", "payload", "occurred_at" FROM "${this.schema}"."outbox"
           ORDER BY "occurred_at" LIMIT 200 FOR UPDATE SKIP LOCKED`,
        );
        // issued in order (NATS keeps it); in-process, consumers of different events run side by side
        await Promise.all(
          rows.map((row) => {
            const event: DomainEvent = { id: row.id, subject: row.subject, occurredAt: new Date(row.occurred_at).toISOString(), payload: row.payload };
            return this.bus.publish(event);
          }),
        );
        // Published rows go in the same transaction: a failed publish rolls back and they are relayed again.
        if (rows.length) await manager.query(`DELETE FROM "${this.schema}"."outbox" WHERE "id" = ANY($1)`, [rows.map((r) => r.id)]);
        return rows.length;
      });
      if (published < 200) break;
    }
  }
}
