import { Injectable, type OnModuleInit } from '@nestjs/common';

import {
  Events,
  SubscriberSubscribedPayload,
  SubscriberTaggedPayload,
  SubscribersTaggedPayload,
  SubscriberUnsubscribedPayload,
  SubscriberUntaggedPayload,
  SubscribersUntaggedPayload,
  SubscriberUpdatedPayload,
  SubscribersUpdatedPayload,
} from '@mail/contracts';
import { logger } from '@mail/config';
import { type EventContext, OnEvent, type OnEventOptions } from '@mail/db';
import { ServiceEventConsumers } from '@mail/kit';

import type { Trigger } from '../journeys/triggers';
import { TriggerEnrolment } from './trigger-enrolment';
import type { TriggerFact } from './trigger-match';

const log = logger('journeys.triggers');
const DURABLE = 'journeys-subscriber-triggers';
const who = (p: SubscriberSubscribedPayload) => ({ userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress });
const batch = (p: SubscribersTaggedPayload | SubscribersUpdatedPayload) =>
  p.subscriberIds.map((subscriberId, i) => ({ subscriberId, listId: p.listId, email: p.emailAddresses[i] ?? '' }));

/** What an event says for a trigger; undefined: nothing a journey could start on. */
type FactOf<P> = (p: P) => TriggerFact | undefined;

const subscribedFact: FactOf<SubscriberSubscribedPayload> = (p) => (!p.status || p.status === 'Subscribed' ? { listId: p.listId } : undefined);
const listFact = (p: { listId: number }): TriggerFact => ({ listId: p.listId });
const tagFact = (p: { listId: number; tagId: number }): TriggerFact => ({ listId: p.listId, tagId: p.tagId });
const fieldFact: FactOf<SubscriberUpdatedPayload | SubscribersUpdatedPayload> = (p) => {
  const fieldIds = customFieldIds(p.changedFields);
  return fieldIds.length ? { listId: p.listId, fieldIds, fieldValues: p.values ?? {} } : undefined;
};

/**
 * The consumer options of one trigger: before the inbox transaction, `when` asks whether an Enabled journey of the
 * user accepts the event's fact (one prepared read); an event none wants is acknowledged without an inbox row.
 */
function triggered<P extends { userId: number }>(trigger: Trigger, fact: FactOf<P>): OnEventOptions<P> {
  return {
    durable: DURABLE,
    when: (p: P, consumer: object) => {
      const f = fact(p);
      return !!f && (consumer as SubscriberTriggersConsumer).triggers.wanted(trigger, p.userId, f);
    },
  };
}

/**
 * Triggers from lists' events: ListSubscription (not while opt-in is pending), ListUnsubscription, Tag, UnTag
 * (from the batch events, a batch enrolled at once; the per-subscriber events are still read for those written
 * before lists batched them) and CustomFieldValueChanged (SubscriberUpdated, or SubscribersUpdated for a batch) (a change of the field; with Trigger_Value, only a change to that value, read from the
 * event's `values`).
 */
@Injectable()
export class SubscriberTriggersConsumer implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    readonly triggers: TriggerEnrolment,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'subscriber triggers not started'));
  }

  @OnEvent(Events.SubscriberSubscribed, triggered<SubscriberSubscribedPayload>('ListSubscription', subscribedFact))
  async subscribed(p: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    const fact = subscribedFact(p);
    if (fact) await this.triggers.fire(ctx.manager, 'ListSubscription', who(p), fact);
  }

  @OnEvent(Events.SubscriberUnsubscribed, triggered<SubscriberUnsubscribedPayload>('ListUnsubscription', listFact))
  async unsubscribed(p: SubscriberUnsubscribedPayload, ctx: EventContext<SubscriberUnsubscribedPayload>): Promise<void> {
    await this.triggers.fire(ctx.manager, 'ListUnsubscription', who(p), listFact(p));
  }

  @OnEvent(Events.SubscriberTagged, triggered<SubscriberTaggedPayload>('Tag', tagFact))
  async tagged(p: SubscriberTaggedPayload, ctx: EventContext<SubscriberTaggedPayload>): Promise<void> {
    await this.triggers.fire(ctx.manager, 'Tag', who(p), tagFact(p));
  }

  @OnEvent(Events.SubscriberUntagged, triggered<SubscriberUntaggedPayload>('UnTag', tagFact))
  async untagged(p: SubscriberUntaggedPayload, ctx: EventContext<SubscriberUntaggedPayload>): Promise<void> {
    await this.triggers.fire(ctx.manager, 'UnTag', who(p), tagFact(p));
  }

  @OnEvent(Events.SubscribersTagged, triggered<SubscribersTaggedPayload>('Tag', tagFact))
  async taggedBatch(p: SubscribersTaggedPayload, ctx: EventContext<SubscribersTaggedPayload>): Promise<void> {
    await this.triggers.fireMany(ctx.manager, 'Tag', p.userId, batch(p), tagFact(p));
  }

  @OnEvent(Events.SubscribersUntagged, triggered<SubscribersUntaggedPayload>('UnTag', tagFact))
  async untaggedBatch(p: SubscribersUntaggedPayload, ctx: EventContext<SubscribersUntaggedPayload>): Promise<void> {
    await this.triggers.fireMany(ctx.manager, 'UnTag', p.userId, batch(p), tagFact(p));
  }

  @OnEvent(Events.SubscriberUpdated, triggered<SubscriberUpdatedPayload>('CustomFieldValueChanged', fieldFact))
  async updated(p: SubscriberUpdatedPayload, ctx: EventContext<SubscriberUpdatedPayload>): Promise<void> {
    const fact = fieldFact(p);
    if (fact) await this.triggers.fire(ctx.manager, 'CustomFieldValueChanged', who(p), fact);
  }

  @OnEvent(Events.SubscribersUpdated, triggered<SubscribersUpdatedPayload>('CustomFieldValueChanged', fieldFact))
  async updatedBatch(p: SubscribersUpdatedPayload, ctx: EventContext<SubscribersUpdatedPayload>): Promise<void> {
    const fact = fieldFact(p);
    if (fact) await this.triggers.fireMany(ctx.manager, 'CustomFieldValueChanged', p.userId, batch(p), fact);
  }
}

/** the custom field ids among an event's changed fields (`CustomField<id>`) */
function customFieldIds(changedFields: string[]): number[] {
  return changedFields
    .map((f) => /^CustomField(\d+)$/i.exec(f)?.[1])
    .filter((id): id is string => !!id)
    .map(Number);
}
