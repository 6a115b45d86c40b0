import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SubscriberWebsiteEventsReply, type SubscriberWebsiteEventsRequest, type WebsiteEventRecord } from '@mail/contracts';

import { ListAccess } from '../../lists-access/list-access';
import { WebsiteEventRepository } from '../storage/website-event.repository';

/** Subscriber.Get shows the latest events only (as it shows 10 days of activity) */
const LIMIT = 100;

/** Subscriber.Get's SubscriberWebsiteEvents, asked by lists: the subscriber's latest events keyed by tracker UUID. */
@Controller()
export class SubscriberWebsiteEventsHandler {
  constructor(
    private readonly lists: ListAccess,
    private readonly events: WebsiteEventRepository,
  ) {}

  @HandlesQuery(Queries.SubscriberWebsiteEvents)
  async handle(req: SubscriberWebsiteEventsRequest): Promise<SubscriberWebsiteEventsReply> {
    const list = await this.lists.owned(req.userId, req.listId).catch(() => undefined);
    if (!list) return { events: {} };
    // tracker UUIDs are the caller's (event.track's Uuid): `constructor` or `__proto__` must stay plain keys
    const events = new Map<string, WebsiteEventRecord[]>();
    for (const row of await this.events.subscriberEvents(req.listId, req.subscriberId, LIMIT)) {
      const keys = Object.keys(row.properties).sort();
      let tracker = events.get(row.tracker_uuid);
      if (!tracker) events.set(row.tracker_uuid, (tracker = []));
      tracker.push({
        website_tracker_uuid: row.tracker_uuid,
        event: row.event,
        email: row.email,
        parameters: { keys, values: keys.map((k) => row.properties[k]) },
        event_created_at: row.occurred_at,
      });
    }
    return { events: Object.fromEntries(events) };
  }
}
