import { Injectable } from '@nestjs/common';

import type { Queryable } from '@mail/kit';

import { WebhookDeliveryRepository } from '../webhooks/delivery/webhook-delivery.repository';
import { MessageEventRepository, type NewMessageEvent } from './message-event.repository';

/**
 * Stores events of messages and, in the same transaction, one queued webhook post per URL registered for each on the
 * message's domain (webhook_delivery): an event is never stored without its posts, nor posted without being stored.
 * Both answer how many posts were queued, for WebhookDeliverySignal once the caller has committed.
 */
@Injectable()
export class DeliveryEventRecorder {
  constructor(
    private readonly events: MessageEventRepository,
    private readonly deliveries: WebhookDeliveryRepository,
  ) {}

  async record(q: Queryable, event: NewMessageEvent): Promise<number> {
    const id = await this.events.insert(q, event);
    return this.deliveries.enqueueFor(q, [{ id, domain_id: event.domainId, event: event.event }]);
  }

  /** record() for many events at once: one insert of the events, one of their posts */
  async recordMany(q: Queryable, events: NewMessageEvent[]): Promise<number> {
    return this.deliveries.enqueueFor(q, await this.events.insertMany(q, events));
  }
}
