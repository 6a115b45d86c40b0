import type { EntityManager } from 'typeorm';

import type { EventDefinition } from '@mail/contracts';
import type { Outbox } from '@mail/db';

/**
 * The service's outbox: events written in the transaction that changes state (`add`, typed by the event's
 * payload class), relayed to the bus after commit (`kick`). ServiceLifecycle starts and stops the relay.
 */
export class ServiceOutbox {
  private pending?: NodeJS.Timeout;

  constructor(private readonly outbox: Outbox) {}

  add<P extends object>(manager: EntityManager, event: EventDefinition<P>, payloads: P | P[]): Promise<void> {
    return this.outbox.add(manager, event, payloads);
  }

  /** Outbox.insertStatement: the events' INSERT, to run as part of a bigger statement */
  insertStatement<P extends object>(event: EventDefinition<P>, payloads: P[], firstParam = 1): { sql: string; values: unknown[] } {
    return this.outbox.insertStatement(event, payloads, firstParam);
  }

  /**
   * Called after every commit that wrote events. Kicks are coalesced for a few milliseconds so that a burst
   * of writes is relayed by one outbox transaction instead of one each.
   */
  kick(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.outbox.kick();
    }, 20);
    this.pending.unref();
  }

  /** the relay runs (between start and stop) */
  get relaying(): boolean {
    return this.outbox.relaying;
  }

  start(): void {
    this.outbox.start();
    this.outbox.kick();
  }

  /** Relays what is committed by now, then stops: events written later wait for the next relay (any replica). */
  async stop(): Promise<void> {
    clearTimeout(this.pending);
    this.pending = undefined;
    this.outbox.kick();
    await this.outbox.stop();
  }
}
