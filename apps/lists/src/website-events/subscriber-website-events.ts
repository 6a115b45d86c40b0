import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type WebsiteEventRecord } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('lists.website-events');
/** Subscriber.Get does not wait long for one block: without tracking it answers the rest */
const TIMEOUT_MS = 2000;

/** Subscriber.Get's SubscriberWebsiteEvents, owned by the tracking service and asked of it. */
@Injectable()
export class SubscriberWebsiteEvents {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, listId: number, subscriberId: number): Promise<Record<string, WebsiteEventRecord[]>> {
    try {
      return (await this.bus.query(Queries.SubscriberWebsiteEvents, { userId, listId, subscriberId }, TIMEOUT_MS)).events;
    } catch (error) {
      log.warn({ err: error, listId }, 'tracking did not answer; SubscriberWebsiteEvents left empty');
      return {};
    }
  }
}
