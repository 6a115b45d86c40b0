import { Injectable, type OnModuleInit } from '@nestjs/common';

import { logger } from '@mail/config';
import { Events, SubscriberSubscribedPayload, SubscriberUnsubscribedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { JobQueue } from '@mail/jobs';
import { ServiceEventConsumers } from '@mail/kit';

import { ListIntegrationPost } from './integration-post.job';
import { ListIntegrationsRepository } from './list-integrations.repository';

const log = logger('lists.list-integration');

/**
 * Turns the lists service's own subscribed / unsubscribed events (written by the outbox in the change's
 * transaction) into one delivery job per integration URL of the list, enqueued in the inbox transaction: an
 * event is delivered to each URL at least once, and a slow receiver never holds up the subscription.
 * An Opt-In Pending subscription is not yet a subscription: the URL is called when the address confirms.
 */
@Injectable()
export class IntegrationEventsConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly integrations: ListIntegrationsRepository,
    private readonly jobs: JobQueue,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'list integration consumer not started'));
  }

  /** an event of a list without URLs for it (nearly all) is acknowledged after one index lookup, without an inbox row */
  async calls(listId: number, event: 'subscription' | 'unsubscription'): Promise<boolean> {
    return this.integrations.anyFor(listId, event);
  }

  @OnEvent(Events.SubscriberSubscribed, {
    durable: 'lists-integration-subscribed',
    when: (p, self: IntegrationEventsConsumer) => p.status !== 'Opt-In Pending' && self.calls(p.listId, 'subscription'),
  })
  subscribed(p: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    return this.enqueue('subscription', p, ctx);
  }

  @OnEvent(Events.SubscriberUnsubscribed, {
    durable: 'lists-integration-unsubscribed',
    when: (p, self: IntegrationEventsConsumer) => self.calls(p.listId, 'unsubscription'),
  })
  unsubscribed(p: SubscriberUnsubscribedPayload, ctx: EventContext<SubscriberUnsubscribedPayload>): Promise<void> {
    return this.enqueue('unsubscription', p, ctx);
  }

  private async enqueue(
    event: 'subscription' | 'unsubscription',
    p: SubscriberSubscribedPayload | SubscriberUnsubscribedPayload,
    ctx: EventContext<SubscriberSubscribedPayload | SubscriberUnsubscribedPayload>,
  ): Promise<void> {
    const targets = await this.integrations.forEvent(p.listId, event, ctx.manager);
    if (!targets.length) return;
    const common = {
      event,
      listId: p.listId,
      subscriberId: p.subscriberId,
      emailAddress: p.emailAddress,
      status: p.status ?? (event === 'subscription' ? 'Subscribed' : 'Unsubscribed'),
      source: p.source ?? '',
      occurredAt: p.occurredAt,
    };
    // the job's singleton key: a redelivered event enqueues no second call of the same URL
    const items = targets.map((t) => ({
      payload: { ...common, integrationId: Number(t.id) },
      options: { singletonKey: `${ctx.event.id}:${t.id}` },
    }));
    await this.jobs.sendManyInTransaction(ctx.manager, ListIntegrationPost, items);
  }
}
