import { Injectable, type OnModuleInit } from '@nestjs/common';

import {
  Events,
  SubscriberSubscribedPayload,
  SubscriberTaggedPayload,
  SubscriberUnsubscribedPayload,
  SubscriberUntaggedPayload,
  SubscriberUpdatedPayload,
} from '@mail/contracts';
import { logger } from '@mail/config';
import { type EventContext, OnEvent } from '@mail/db';
import { ServiceEventConsumers } from '@mail/kit';

import { TriggerEnrolment } from './trigger-enrolment';

const log = logger('journeys.triggers');
const DURABLE = { durable: 'journeys-subscriber-triggers' };
const who = (p: SubscriberSubscribedPayload) => ({ userId: p.userId, subscriberId: p.subscriberId, listId: p.listId, email: p.emailAddress });

/**
 * Triggers from lists' events: ListSubscription (not while opt-in is pending), ListUnsubscription, Tag, UnTag
 * and CustomFieldValueChanged (a change of the field; with Trigger_Value, only a change to that value, read from the
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

  @OnEvent(Events.SubscriberUpdated, DURABLE)
  async updated(p: SubscriberUpdatedPayload, ctx: EventContext<SubscriberUpdatedPayload>): Promise<void> {
    const fieldIds = p.changedFields
      .map((f) => /^CustomField(\d+)$/i.exec(f)?.[1])
      .filter((id): id is string => !!id)
      .map(Number);
    if (fieldIds.length) await this.triggers.fire(ctx.manager, 'CustomFieldValueChanged', who(p), { listId: p.listId, fieldIds, fieldValues: p.values ?? {} });
  }
}
