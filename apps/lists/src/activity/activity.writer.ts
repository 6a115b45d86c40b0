import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { type ActivityType, type EventDefinition, Events, type SubscriberEventPayload, type SubscribersTaggedPayload, inBatches } from '@mail/contracts';
import { nowText } from '@mail/values';
import { ServiceOutbox } from '@mail/kit';

import { ActivityRepository } from './activity.repository';

export interface ActivityEntry {
  userId: number;
  listId: number;
  subscriberId: number;
  emailAddress: string;
  parameters?: Record<string, unknown>;
  /** extra fields for the domain event payload (status, source, the event's own fields) */
  event?: Partial<SubscriberEventPayload> & Record<string, unknown>;
}

const EVENT_OF: Partial<Record<ActivityType, EventDefinition<SubscriberEventPayload>>> = {
  subscription: Events.SubscriberSubscribed,
  unsubscription: Events.SubscriberUnsubscribed,
};

/** one tag given to (or taken from) subscribers of one list */
export interface TagChangeEntry {
  userId: number;
  listId: number;
  tagId: number;
  tagName: string;
  subscribers: { id: number; email: string }[];
}

/**
 * Every subscription, unsubscription, tag and untag is an activity row plus (unless events are turned off
 * for that call) a domain event in the outbox, both inside the caller's transaction.
 */
@Injectable()
export class ActivityWriter {
  constructor(
    private readonly activity: ActivityRepository,
    private readonly outbox: ServiceOutbox,
  ) {}

  async record(manager: EntityManager, type: ActivityType, entries: ActivityEntry[], options: { emitEvents?: boolean } = {}): Promise<void> {
    if (!entries.length) return;
    await this.activity.insert(type, entries, manager);
    const event = EVENT_OF[type];
    if (event && options.emitEvents !== false) {
      const occurredAt = nowText();
      await this.outbox.add(
        manager,
        event,
        entries.map((e): SubscriberEventPayload => ({
          userId: e.userId,
          listId: e.listId,
          subscriberId: e.subscriberId,
          emailAddress: e.emailAddress,
          occurredAt,
          ...(e.event ?? {}),
        })),
      );
    }
  }

  /**
   * Tagging and untagging: an activity row per subscriber and (unless events are turned off for that call) one
   * SubscribersTagged / SubscribersUntagged event per EVENT_BATCH subscribers, inside the caller's transaction.
   */
  async recordTagChange(manager: EntityManager, type: 'tagged' | 'untagged', change: TagChangeEntry, options: { emitEvents?: boolean } = {}): Promise<void> {
    const { userId, listId, tagId, tagName, subscribers } = change;
    if (!subscribers.length) return;
    const parameters = { TagID: tagId, TagName: tagName };
    await this.activity.insert(
      type,
      subscribers.map((s) => ({ userId, listId, subscriberId: s.id, emailAddress: s.email, parameters })),
      manager,
    );
    if (options.emitEvents === false) return;
    const occurredAt = nowText();
    const events: SubscribersTaggedPayload[] = [];
    for (const chunk of inBatches(subscribers))
      events.push({ userId, listId, tagId, tagName, subscriberIds: chunk.map((s) => s.id), emailAddresses: chunk.map((s) => s.email), occurredAt });
    await this.outbox.add(manager, type === 'tagged' ? Events.SubscribersTagged : Events.SubscribersUntagged, events);
  }

  /** call after commit */
  flush(): void {
    this.outbox.kick();
  }
}
