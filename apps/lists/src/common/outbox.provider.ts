import { Inject, Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { BUS, type Bus } from '@mail/bus';
import type { EventDefinition } from '@mail/contracts';
import { Outbox } from '@mail/db';

import { ListsDb } from './db';

/** The lists outbox: events written in the transaction that changes state, relayed to the bus after commit. */
@Injectable()
export class ListsOutbox implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly outbox: Outbox;
  private pending?: NodeJS.Timeout;

  constructor(db: ListsDb, @Inject(BUS) bus: Bus) {
    this.outbox = new Outbox(db.dataSource, bus, 'lists');
  }

  add<P extends object>(manager: EntityManager, event: EventDefinition<P>, payloads: P | P[]): Promise<void> {
    return this.outbox.add(manager, event, payloads);
  }

  /**
   * Called after every commit that wrote events. Kicks are coalesced for a few milliseconds so that a burst
   * of creates is relayed by one outbox transaction instead of one each.
   */
  kick(): void {
    if (this.pending) return;
    this.pending = setTimeout(() => {
      this.pending = undefined;
      this.outbox.kick();
    }, 20);
    this.pending.unref();
  }

  onApplicationBootstrap(): void {
    this.outbox.start();
    this.outbox.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearTimeout(this.pending);
    this.outbox.kick();
    await this.outbox.stop();
  }
}
