import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';

import { Broadcasts, Events, ListDeletedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { ListAccess } from './list-access';
import { ListTrackerRepository } from './list-tracker.repository';

const log = logger('tracking.lists');

/** A deleted list: its tracker, identities and property names go (a webhook bound to it fails from then on, counted). */
@Injectable()
export class ListDeletedConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly trackers: ListTrackerRepository,
    private readonly access: ListAccess,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async onModuleInit(): Promise<void> {
    // one replica consumes each event; the others evict their cached list access on its broadcast
    await this.bus
      .onBroadcast(Broadcasts.TrackingListForgotten, ({ listId }) => this.access.forget(listId))
      .catch((error: unknown) => log.warn({ err: error }, 'no list eviction broadcasts; other replicas forget within the TTL'));
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'list consumer not started'));
  }

  @OnEvent(Events.ListDeleted, { durable: 'tracking-lists' })
  async listDeleted(p: ListDeletedPayload, ctx: EventContext<ListDeletedPayload>): Promise<void> {
    await this.trackers.forgetList(ctx.manager, p.listId);
    this.access.forget(p.listId);
    await this.bus
      .broadcast(Broadcasts.TrackingListForgotten, { listId: p.listId })
      .catch((error: unknown) => log.warn({ err: error }, 'list eviction broadcast failed'));
  }
}
