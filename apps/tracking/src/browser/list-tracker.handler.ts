import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { publicBaseUrl } from '@mail/config';
import { type ListTrackerReply, type ListTrackerRequest, Queries } from '@mail/contracts';

import { ListAccess } from '../lists-access/list-access';
import { ListTrackerRepository } from '../lists-access/list-tracker.repository';
import { trackerSnippet } from './tracker-script';

const NONE: ListTrackerReply = { EventListTrackerID: '', EventUserTrackerID: '', EventTrackerJS: '', LastEventTrackedAt: '', EventTrackerProperties: [] };

/** List.Get's tracker fields and property names, asked by lists (which has just checked the list is the user's). */
@Controller()
export class ListTrackerHandler {
  constructor(
    private readonly lists: ListAccess,
    private readonly trackers: ListTrackerRepository,
  ) {}

  @HandlesQuery(Queries.ListTracker)
  async handle(req: ListTrackerRequest): Promise<ListTrackerReply> {
    // read afresh, not from the access cache: LastEventTrackedAt and the property names change with every event;
    // a list tracking has not seen yet is confirmed with lists and recorded first
    const row = (await this.trackers.view(req.listId)) ?? ((await this.lists.owned(req.userId, req.listId)) && (await this.trackers.view(req.listId)));
    if (!row || row.user_id !== req.userId) return NONE;
    return {
      EventListTrackerID: row.tracker_id,
      EventUserTrackerID: row.user_tracker_id,
      EventTrackerJS: trackerSnippet(publicBaseUrl(), row.tracker_id),
      LastEventTrackedAt: row.last_event_at ?? '',
      EventTrackerProperties: row.properties,
    };
  }
}
