import { Injectable } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';
import type { Queryable } from '@mail/kit';

import { WebhookRepository } from '../webhooks/webhook.repository';
import { WebhookPostJob } from '../webhooks/delivery/webhook-post.job';
import { MessageEventRepository, type NewMessageEvent } from './message-event.repository';

/**
 * Stores an event of a message and, in the same transaction, one webhook job per URL registered for it on the
 * message's domain: an event is never stored without its posts, nor posted without being stored.
 */
@Injectable()
export class DeliveryEventRecorder {
  constructor(
    private readonly events: MessageEventRepository,
    private readonly webhooks: WebhookRepository,
    private readonly jobs: JobQueue,
  ) {}

  async record(q: Queryable, event: NewMessageEvent): Promise<number> {
    const eventId = await this.events.insert(q, event);
    for (const webhookId of await this.webhooks.idsFor(q, event.domainId, event.event))
      await this.jobs.sendInTransaction(q, WebhookPostJob, { webhookId, eventId, attempt: 1 });
    return eventId;
  }

  /** record() for many events at once: one insert, one webhook lookup, one insert of the posts */
  async recordMany(q: Queryable, events: NewMessageEvent[]): Promise<void> {
    const stored = await this.events.insertMany(q, events);
    if (!stored.length) return;
    const hooks = await this.webhooks.forDomains(q, [...new Set(stored.map((e) => e.domain_id))]);
    const posts = stored.flatMap((e) =>
      hooks.filter((h) => h.domain_id === e.domain_id && h.event === e.event).map((h) => ({ payload: { webhookId: h.id, eventId: e.id, attempt: 1 } })),
    );
    await this.jobs.sendManyInTransaction(q, WebhookPostJob, posts);
  }
}
