import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type ListTrackerReply, Queries } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('lists.list-tracker');
const TIMEOUT_MS = 2000;

/** A list's browser tracker fields (EventListTrackerID, EventUserTrackerID, EventTrackerJS, LastEventTrackedAt), owned by tracking. */
@Injectable()
export class ListTracker {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, listId: number): Promise<Partial<ListTrackerReply>> {
    try {
      return await this.bus.query(Queries.ListTracker, { userId, listId }, TIMEOUT_MS);
    } catch (error) {
      log.warn({ err: error, listId }, 'tracking did not answer; the list shows no tracker');
      return {};
    }
  }
}
