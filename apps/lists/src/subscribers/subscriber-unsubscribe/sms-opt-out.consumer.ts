import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Events, SmsOptedOutPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { ServiceEventConsumers } from '@mail/kit';

import { ListRepository } from '../../lists/list.repository';
import { SubscriberRepository } from '../subscriber.repository';
import { SubscriberUpdater } from '../subscriber.updater';

const log = logger('lists.sms-opt-out');

/**
 * A STOP reply to an SMS (sms' SmsOptedOut): the subscriber the message went to is unsubscribed from the campaign's
 * list (Channel 'SMS'), with its activity row and SubscriberUnsubscribed event, in the inbox transaction. A list
 * of another user, a deleted or an already unsubscribed subscriber: nothing to do.
 */
@Injectable()
export class SmsOptOutConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly updater: SubscriberUpdater,
  ) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'sms opt-out consumer not started'));
  }

  @OnEvent(Events.SmsOptedOut, { durable: 'lists-sms-opt-out' })
  async optedOut(p: SmsOptedOutPayload, ctx: EventContext<SmsOptedOutPayload>): Promise<void> {
    if (!p.subscriberId || !(await this.lists.findOwned(p.userId, p.listId, false, ctx.manager))) return;
    const current = await this.subscribers.byId(p.listId, p.subscriberId, ctx.manager);
    if (!current || current.status === 'Unsubscribed') return;
    const context = { Channel: 'SMS', SMSCampaignID: p.smsCampaignId };
    await this.updater.apply({ userId: p.userId, listId: p.listId, current, status: 'Unsubscribed', emitEvents: true, extra: { context } }, ctx.manager);
  }
}
