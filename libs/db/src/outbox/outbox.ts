import { randomUUID } from 'node:crypto';

import type { DataSource, EntityManager } from 'typeorm';

import type { Bus } from '@mail/bus';
import type { DomainEvent } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('db.outbox');

/**
 * Transactional outbox: events are written in the same transaction as the state change, then a
 * relay publishes them to the bus and marks them. A crash between commit and publish only delays
 * an event; consumers dedupe by event id.
 */
export class Outbox {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private lastPurge = 0;
  private stopped = false;

  constructor(private readonly dataSource: DataSource, private readonly bus: Bus, private readonly schema: string) {}

  /** Add events inside the caller's transaction. Call `kick()` after commit. */
  async add(manager: EntityManager, subject: string, payloads: object | object[]): Promise<void> {
    const list = Array.isArray(payloads) ? payloads : [payloads];
    if (!list.length) return;
    const values: unknown[] = [];
    const rows = list.map((payload, i) => {
      values.push(randomUUID(), subject, JSON.stringify(payload));
      return `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`;
    });
    await manager.query(`INSERT INTO "${this.schema}"."outbox" ("id", "subject", "payload") VALUES ${rows.join(', ')}`, values);
  }

  start(intervalMs = 1000): void {
    this.stopped = false;
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
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
           WHERE "published_at" IS NULL ORDER BY "occurred_at" LIMIT 200 FOR UPDATE SKIP LOCKED`,
        );
        for (const row of rows) {
          const event: DomainEvent = { id: row.id, subject: row.subject, occurredAt: new Date(row.occurred_at).toISOString(), payload: row.payload };
          await this.bus.publish(event);
        }
        if (rows.length) {
          await manager.query(`UPDATE "${this.schema}"."outbox" SET "published_at" = now() WHERE "id" = ANY($1)`, [rows.map((r) => r.id)]);
        }
        return rows.length;
      });
      if (published < 200) break;
    }
    await this.purge();
  }

  /** Published rows are kept an hour for inspection, then removed in bounded batches, at most once a minute. */
  private async purge(): Promise<void> {
    if (Date.now() - this.lastPurge < 60_000) return;
    this.lastPurge = Date.now();
    await this.dataSource.query(
      `DELETE FROM "${this.schema}"."outbox" WHERE "id" IN (
         SELECT "id" FROM "${this.schema}"."outbox" WHERE "published_at" < now() - interval '1 hour' LIMIT 10000)`,
    );
  }
}
