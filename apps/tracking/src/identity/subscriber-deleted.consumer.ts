import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';

import { Broadcasts, Events, SubscriberDeletedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { IdentityCache } from './identity-cache';
import { IdentityRepository } from './identity.repository';

const log = logger('tracking.identity');

/**
 * A subscriber deleted from a list: their identities and tracker links go, so the next event with their address
 * creates (or finds) the subscriber anew instead of naming the deleted one. Their stored events stay, as events do.
 */
@Injectable()
export class SubscriberDeletedConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly identities: IdentityRepository,
    private readonly cache: IdentityCache,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async onModuleInit(): Promise<void> {
    // one replica consumes each event; the others evict their cached identities on its broadcast
    await this.bus
      .onBroadcast(Broadcasts.TrackingSubscriberForgotten, ({ subscriberId }) => this.cache.evict(subscriberId))
      .catch((error: unknown) => log.warn({ err: error }, 'no identity eviction broadcasts; other replicas forget within the TTL'));
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'subscriber consumer not started'));
  }

  @OnEvent(Events.SubscriberDeleted, { durable: 'tracking-subscribers' })
  async subscriberDeleted(p: SubscriberDeletedPayload, ctx: EventContext<SubscriberDeletedPayload>): Promise<void> {
    await this.identities.forgetSubscriber(ctx.manager, p.listId, p.subscriberId);
    this.cache.evict(p.subscriberId);
    await this.bus
      .broadcast(Broadcasts.TrackingSubscriberForgotten, { subscriberId: p.subscriberId })
      .catch((error: unknown) => log.warn({ err: error }, 'identity eviction broadcast failed'));
  }
}
