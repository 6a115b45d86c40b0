import { Inject, Injectable, type FactoryProvider, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { BUS, type Bus } from '@mail/bus';
import { dataSourceToken, Outbox } from '@mail/db';

export const ACCOUNTS_OUTBOX = Symbol('ACCOUNTS_OUTBOX');

export const accountsOutboxProvider: FactoryProvider<Outbox> = {
  provide: ACCOUNTS_OUTBOX,
  inject: [dataSourceToken('accounts'), BUS],
  useFactory: (dataSource: DataSource, bus: Bus) => new Outbox(dataSource, bus, 'accounts'),
};

/** Runs the outbox relay while the module lives. */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(@Inject(ACCOUNTS_OUTBOX) private readonly outbox: Outbox) {}

  onApplicationBootstrap(): void {
    this.outbox.start();
    this.outbox.kick();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.outbox.stop();
  }
}
