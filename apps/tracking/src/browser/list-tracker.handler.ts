import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { publicBaseUrl } from '@mail/config';
import { type ListTrackerReply, type ListTrackerRequest, Queries } from '@mail/contracts';

import { ListAccess } from '../lists-access/list-access';
import { WebsiteEventRepository } from '../website-events/storage/website-event.repository';
import { ListTrackerRepository } from '../lists-access/list-tracker.repository';
import { trackerSnippet } from './tracker-script';

/** List.Get's tracker fields and property names, asked by lists (which has just checked the list is the user's). */
@Controller()
export class ListTrackerHandler {
  constructor(
    private readonly lists: ListAccess,
    private readonly trackers: ListTrackerRepository,
    private readonly events: WebsiteEventRepository,
  ) {}

  @HandlesQuery(Queries.ListTracker)
  async handle(req: ListTrackerRequest): Promise<ListTrackerReply> {
    // read afresh: the access cache may hold an older LastEventTrackedAt
    const row = (await this.lists.owned(req.userId, req.listId)) && (await this.trackers.findByList(req.listId));
    if (!row) return { EventListTrackerID: '', EventUserTrackerID: '', EventTrackerJS: '', LastEventTrackedAt: '', EventTrackerProperties: [] };
    return {
      EventListTrackerID: row.tracker_id,
      EventUserTrackerID: row.user_tracker_id,
      EventTrackerJS: trackerSnippet(publicBaseUrl(), row.tracker_id),
      LastEventTrackedAt: row.last_event_at ?? '',
      EventTrackerProperties: await this.events.propertyNames(req.listId),
    };
  }
}
