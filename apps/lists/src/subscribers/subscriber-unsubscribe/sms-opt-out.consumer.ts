import { Injectable, type OnModuleInit } from '@nestjs/common';

import { Events, SmsOptedOutPayload, type SmsOptOutAppliedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { logger } from '@mail/config';
import { nowText } from '@mail/values';
import { ServiceEventConsumers, ServiceOutbox } from '@mail/kit';

import { ListRepository } from '../../lists/list.repository';
import { optOutBehavior } from '../list-behaviors/list-behaviors';
import { SubscriberRepository } from '../subscriber.repository';
import { SubscriberUpdater } from '../subscriber.updater';
import { OptOutEffects } from './opt-out.effects';

const log = logger('lists.sms-opt-out');

/**
 * A STOP reply to an SMS (sms' SmsOptedOut) is an opt-out from the campaign's list by the SMS channel: the
 * subscriber the message went to is unsubscribed there (Channel 'SMS', with its activity row and
 * SubscriberUnsubscribed event), and the list's opt-out behavior reaches the owner's other lists as for any opt-out
 * ('All lists' / OptOutUnsubscribeFrom / OptOutSubscribeTo, by the subscriber's address). The list's email
 * suppression options are not applied: a STOP is about texts, and sms suppresses the number itself. The outcome
 * goes back to sms as SmsOptOutApplied (the reply's OptOutScope and UnsubscribeStatus), in the inbox transaction.
 */
@Injectable()
export class SmsOptOutConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly updater: SubscriberUpdater,
    private readonly effects: OptOutEffects,
    private readonly outbox: ServiceOutbox,
  ) {}

  /** before any outbox relay starts (onApplicationBootstrap): in-process, an event nobody consumes yet would be gone */
  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'sms opt-out consumer not started'));
  }

  @OnEvent(Events.SmsOptedOut, { durable: 'lists-sms-opt-out' })
  async optedOut(p: SmsOptedOutPayload, ctx: EventContext<SmsOptedOutPayload>): Promise<void> {
    const m = ctx.manager;
    const list = await this.lists.findOwned(p.userId, p.listId, false, m);
    const plan = list ? optOutBehavior(list) : undefined;
    const current = list && p.subscriberId ? await this.subscribers.byId(p.listId, p.subscriberId, m) : undefined;
    let status: SmsOptOutAppliedPayload['unsubscribeStatus'] = 'NotSubscribed';
    if (current) {
      status = current.status === 'Unsubscribed' ? 'AlreadyUnsubscribed' : 'Unsubscribed';
      if (status === 'Unsubscribed') {
        const context = { Channel: 'SMS', SMSCampaignID: p.smsCampaignId };
        await this.updater.apply({ userId: p.userId, listId: p.listId, current, status: 'Unsubscribed', emitEvents: true, extra: { context } }, m);
      }
      if (plan && current.email)
        await this.effects.apply(
          { userId: p.userId, listId: p.listId, emails: [current.email], plan: { listSuppression: false, globalSuppression: false, lists: plan } },
          m,
        );
    }
    if (p.replyId === undefined) return;
    await this.outbox.add(m, Events.SmsOptOutApplied, {
      userId: p.userId,
      smsCampaignId: p.smsCampaignId,
      replyId: p.replyId,
      optOutScope: plan?.unsubscribeFrom === 'all' ? 'All lists' : 'This list',
      unsubscribeStatus: status,
      occurredAt: nowText(),
    });
    this.outbox.kick();
  }
}
