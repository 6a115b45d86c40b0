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
import { type EventContext, OnEvent } from '@mail/db';
import { ServiceEventConsumers } from '@mail/kit';

import { TriggerEnrolment } from './trigger-enrolment';

const log = logger('journeys.triggers');
const DURABLE = { durable: 'journeys-subscriber-triggers' };
const who = (p: SubscriberSubscribedPayload) => ({ userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress });
const batch = (p: SubscribersTaggedPayload | SubscribersUpdatedPayload) =>
  p.subscriberIds.map((subscriberId, i) => ({ subscriberId, listId: p.listId, email: p.emailAddresses[i] ?? '' }));

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
    private readonly triggers: TriggerEnrolment,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this).catch((error) => log.warn({ err: error }, 'subscriber triggers not started'));
  }

  @OnEvent(Events.SubscriberSubscribed, DURABLE)
  async subscribed(p: SubscriberSubscribedPayload, ctx: EventContext<SubscriberSubscribedPayload>): Promise<void> {
    if (p.status && p.status !== 'Subscribed') return;
    await this.triggers.fire(ctx.manager, 'ListSubscription', who(p), { listId: p.listId });
  }

  @OnEvent(Events.SubscriberUnsubscribed, DURABLE)
  async unsubscribed(p: SubscriberUnsubscribedPayload, ctx: EventContext<SubscriberUnsubscribedPayload>): Promise<void> {
    await this.triggers.fire(ctx.manager, 'ListUnsubscription', who(p), { listId: p.listId });
  }

  @OnEvent(Events.SubscriberTagged, DURABLE)
  async tagged(p: SubscriberTaggedPayload, ctx: EventContext<SubscriberTaggedPayload>): Promise<void> {
    await this.triggers.fire(ctx.manager, 'Tag', who(p), { listId: p.listId, tagId: p.tagId });
  }

  @OnEvent(Events.SubscriberUntagged, DURABLE)
  async untagged(p: SubscriberUntaggedPayload, ctx: EventContext<SubscriberUntaggedPayload>): Promise<void> {
    await this.triggers.fire(ctx.manager, 'UnTag', who(p), { listId: p.listId, tagId: p.tagId });
  }

  @OnEvent(Events.SubscribersTagged, DURABLE)
  async taggedBatch(p: SubscribersTaggedPayload, ctx: EventContext<SubscribersTaggedPayload>): Promise<void> {
    await this.triggers.fireMany(ctx.manager, 'Tag', p.userId, batch(p), { listId: p.listId, tagId: p.tagId });
  }

  @OnEvent(Events.SubscribersUntagged, DURABLE)
  async untaggedBatch(p: SubscribersUntaggedPayload, ctx: EventContext<SubscribersUntaggedPayload>): Promise<void> {
    await this.triggers.fireMany(ctx.manager, 'UnTag', p.userId, batch(p), { listId: p.listId, tagId: p.tagId });
  }

  @OnEvent(Events.SubscriberUpdated, DURABLE)
  async updated(p: SubscriberUpdatedPayload, ctx: EventContext<SubscriberUpdatedPayload>): Promise<void> {
    const fieldIds = customFieldIds(p.changedFields);
    if (fieldIds.length) await this.triggers.fire(ctx.manager, 'CustomFieldValueChanged', who(p), { listId: p.listId, fieldIds, fieldValues: p.values ?? {} });
  }

  @OnEvent(Events.SubscribersUpdated, DURABLE)
  async updatedBatch(p: SubscribersUpdatedPayload, ctx: EventContext<SubscribersUpdatedPayload>): Promise<void> {
    const fieldIds = customFieldIds(p.changedFields);
    if (fieldIds.length)
      await this.triggers.fireMany(ctx.manager, 'CustomFieldValueChanged', p.userId, batch(p), { listId: p.listId, fieldIds, fieldValues: p.values });
  }
}

/** the custom field ids among an event's changed fields (`CustomField<id>`) */
function customFieldIds(changedFields: string[]): number[] {
  return changedFields
    .map((f) => /^CustomField(\d+)$/i.exec(f)?.[1])
    .filter((id): id is string => !!id)
    .map(Number);
}
