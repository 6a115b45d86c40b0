import type { FactoryProvider } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { BUS, type Bus } from '@mail/bus';
import { dataSourceToken, EventConsumers, EventInbox } from '@mail/db';

export const ACCOUNTS_EVENT_CONSUMERS = Symbol('ACCOUNTS_EVENT_CONSUMERS');

/** Registers the accounts service's `@OnEvent` methods (inbox and dead letters in the accounts schema). */
export const accountsEventConsumersProvider: FactoryProvider<EventConsumers> = {
  provide: ACCOUNTS_EVENT_CONSUMERS,
  inject: [dataSourceToken('accounts'), BUS],
  useFactory: (dataSource: DataSource, bus: Bus) => new EventConsumers(bus, new EventInbox(dataSource, 'accounts')),
};
