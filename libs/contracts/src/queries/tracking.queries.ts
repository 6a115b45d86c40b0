import { IsInt, Min } from 'class-validator';

/** Subscriber.Get's SubscriberWebsiteEvents: the subscriber's latest website events on one list. */
export class SubscriberWebsiteEventsRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
  @IsInt() @Min(1) subscriberId!: number;
}

/** One website event as Subscriber.Get shows it: its properties as parallel `keys` and `values`, keys sorted. */
export interface WebsiteEventRecord {
  website_tracker_uuid: string;
  event: string;
  email: string;
  parameters: { keys: string[]; values: unknown[] };
  /** `YYYY-MM-DD HH:MM:SS` UTC */
  event_created_at: string;
}

export interface SubscriberWebsiteEventsReply {
  /** keyed by tracker UUID, newest first, at most `limit` events in all */
  events: Record<string, WebsiteEventRecord[]>;
}

/** A list's browser tracker as List.Get shows it (created on first ask). */
export class ListTrackerRequest {
  @IsInt() @Min(1) userId!: number;
  @IsInt() @Min(1) listId!: number;
}

export interface ListTrackerReply {
  EventListTrackerID: string;
  EventUserTrackerID: string;
  EventTrackerJS: string;
  /** `YYYY-MM-DD HH:MM:SS` UTC, '' before the first event */
  LastEventTrackedAt: string;
  /** every property name the list's events carried (Website_Events.Properties' names, over all event types), sorted */
  EventTrackerProperties: string[];
}
