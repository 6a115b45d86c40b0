import { randomUUID } from 'node:crypto';

import type { DataSource, EntityManager } from 'typeorm';

import type { Bus } from '@mail/bus';
import type { DomainEvent, EventDefinition } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('db.outbox');

const BATCH = 200;
/** publishes of one event that failed in a row, while the bus took others, before it is parked */
export const MAX_PUBLISH_ATTEMPTS = 5;
/** the dead_event "consumer" of the events the relay parked */
export const PARKED_BY = 'outbox';
const PING_TIMEOUT_MS = 2_000;

/**
 * Transactional outbox: events are written in the same transaction as the state change, then a
 * relay publishes them to the bus and deletes them once the bus has taken them over: JetStream stored
 * them (NATS), or every consumer acknowledged them (in-process). A crash before that only delays an
 * event; consumers dedupe by event id (the inbox of `consumeEvent`). One event the bus refuses is retried on its
 * own and then parked in dead_event, without holding up the others.
 */
export class Outbox {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  /** failed publishes in a row, per outbox row (this process's count: a restart starts it again) */
  private readonly failures = new Map<string, number>();

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
      const { claimed, published } = await this.dataSource.transaction(async (manager) => {
        const rows: OutboxRow[] = await manager.query(
          `SELECT "id", "subject", "payload", "occurred_at" FROM "${this.schema}"."outbox"
           ORDER BY "occurred_at" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        );
        // issued in order (NATS keeps it); in-process, consumers of different events run side by side
        const outcomes = await Promise.allSettled(rows.map((row) => this.bus.publish(eventOf(row))));
        const done = rows.filter((_, i) => outcomes[i].status === 'fulfilled').map((r) => r.id);
        const failed = rows.flatMap((row, i) => {
          const outcome = outcomes[i];
          return outcome.status === 'rejected' ? [{ row, error: outcome.reason as unknown }] : [];
        });
        // Published rows go in the same transaction: should the commit fail, they are relayed again (consumers dedupe).
        if (done.length) await manager.query(`DELETE FROM "${this.schema}"."outbox" WHERE "id" = ANY($1)`, [done]);
        for (const id of done) this.failures.delete(id);
        if (failed.length) await this.refused(manager, failed, done.length > 0);
        return { claimed: rows.length, published: done.length };
      });
      if (claimed < BATCH || published === 0) break;
    }
  }

  /**
   * Rows the bus would not take. When none of the batch went and the bus does not answer, it is an outage: nothing is
   * the rows' fault and they wait. Otherwise each is tried again on the next rounds, and after MAX_PUBLISH_ATTEMPTS
   * failures in a row it is parked in dead_event (consumer "outbox", replayable with `events:replay`), so that one
   * row the bus refuses (too large, a subject it rejects) never holds up the events behind it.
   */
  private async refused(manager: EntityManager, failed: { row: OutboxRow; error: unknown }[], othersWent: boolean): Promise<void> {
    if (!othersWent && !(await this.busAnswers())) throw new Error('the bus does not answer: the outbox waits for it');
    const parked: { row: OutboxRow; error: unknown; attempts: number }[] = [];
    for (const { row, error } of failed) {
      const attempts = (this.failures.get(row.id) ?? 0) + 1;
      if (attempts < MAX_PUBLISH_ATTEMPTS) {
        this.failures.set(row.id, attempts);
        log.warn({ err: error, schema: this.schema, eventId: row.id, subject: row.subject, attempts }, 'the bus refused an outbox event; will retry it');
      } else {
        this.failures.delete(row.id);
        parked.push({ row, error, attempts });
      }
    }
    if (!parked.length) return;
    await manager.query(
      `WITH parked AS (DELETE FROM "${this.schema}"."outbox" WHERE "id" = ANY($1) RETURNING *)
       INSERT INTO "${this.schema}"."dead_event" ("event_id", "consumer", "subject", "payload", "occurred_at", "attempts", "error")
       SELECT p."id"::text, '${PARKED_BY}', p."subject", p."payload", p."occurred_at", $3, e."error"
       FROM parked p JOIN unnest($1::uuid[], $2::text[]) AS e ("id", "error") ON e."id" = p."id"
       ON CONFLICT ("consumer", "event_id") DO NOTHING`,
      [parked.map((p) => p.row.id), parked.map((p) => String((p.error as Error)?.message ?? p.error).slice(0, 1000)), MAX_PUBLISH_ATTEMPTS],
    );
    for (const { row, error, attempts } of parked)
      log.error(
        { err: error, schema: this.schema, eventId: row.id, subject: row.subject, attempts },
        'the bus refused an outbox event every time: parked in dead_event',
      );
  }

  /** a ping of the bus within PING_TIMEOUT_MS (a ping sent as NATS went away may never be answered) */
  private async busAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
    const answered = this.bus.ping().then(
      () => true,
      () => false,
    );
    return Promise.race([answered, late]).finally(() => clearTimeout(timer));
  }
}

interface OutboxRow {
  id: string;
  subject: string;
  payload: Record<string, unknown>;
  occurred_at: Date;
}

function eventOf(row: OutboxRow): DomainEvent {
  return { id: row.id, subject: row.subject, occurredAt: new Date(row.occurred_at).toISOString(), payload: row.payload };
}
