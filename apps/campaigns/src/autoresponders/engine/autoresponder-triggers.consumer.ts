import { Injectable, type OnModuleInit } from '@nestjs/common';

import { logger } from '@mail/config';
import { Events, SubscriberSubscribedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { JobQueue } from '@mail/jobs';
import { ServiceEventConsumers } from '@mail/kit';

import { AutorespondersRepository } from '../autoresponders.repository';
import { dueAt } from './autoresponder-delay';
import { SendAutoresponder } from './autoresponder-send.job';

const log = logger('campaigns.autoresponders');

/** a subscription, once opt-in is complete (a pending double opt-in is not one yet) */
const subscribed = (p: SubscriberSubscribedPayload): boolean => !p.status || p.status === 'Subscribed';

/**
 * OnSubscription: lists' SubscriberSubscribed (once per event: the inbox) schedules, for each Enabled autoresponder
 * of the list on that trigger, one message for the subscriber (a send row, unique per autoresponder and subscriber)
 * due after the autoresponder's delay, and its job, in the inbox transaction. An event no autoresponder wants is
 * acknowledged without a transaction (the cheap pre-check).
 */
@Injectable()
export class AutoresponderTriggersConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    readonly repository: AutorespondersRepository,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'autoresponder triggers not started'));
  }

  @OnEvent(Events.SubscriberSubscribed, {
    durable: 'campaigns-autoresponders',
    when: (p: SubscriberSubscribedPayload, consumer: object) =>
      subscribed(p) && (consumer as AutoresponderTriggersConsumer).repository.anyTriggered(p.userId, p.listId, 'OnSubscription'),
  })
  async subscription(p: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    if (!subscribed(p)) return;
    const now = new Date();
    for (const autoresponder of await this.repository.triggered(ctx.manager, p.userId, p.listId, 'OnSubscription')) {
      const at = dueAt(now, autoresponder.trigger_time_type, autoresponder.trigger_time);
      const sendId = await this.repository.schedule(ctx.manager, {
        autoresponderId: autoresponder.id,
        userId: p.userId,
        listId: p.listId,
        subscriberId: p.subscriberId,
        email: p.emailAddress,
        seq: 0,
        at,
      });
      if (sendId) await this.jobs.sendInTransaction(ctx.manager, SendAutoresponder, { sendId }, at > now ? { startAfter: at } : {});
    }
  }
}
