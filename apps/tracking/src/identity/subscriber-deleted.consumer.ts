import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Events, SubscriberDeletedPayload } from '@mail/contracts';
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
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'subscriber consumer not started'));
  }

  @OnEvent(Events.SubscriberDeleted, { durable: 'tracking-subscribers' })
  async subscriberDeleted(p: SubscriberDeletedPayload, ctx: EventContext<SubscriberDeletedPayload>): Promise<void> {
    await this.identities.forgetSubscriber(ctx.manager, p.listId, p.subscriberId);
    this.cache.evict(p.subscriberId);
  }
}
