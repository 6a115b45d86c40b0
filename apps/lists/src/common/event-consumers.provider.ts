import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { EventConsumers, EventInbox } from '@mail/db';

import { ListsDb } from './db';

/** Registers the lists service's `@OnEvent` methods (inbox and dead letters in the lists schema). */
@Injectable()
export class ListsEventConsumers extends EventConsumers {
  constructor(db: ListsDb, @Inject(BUS) bus: Bus) {
    super(bus, new EventInbox(db.dataSource, 'lists'));
  }
}
