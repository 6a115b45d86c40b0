import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/** GET /api/v1/events: parameter names arrive lower-cased; the sender key is the bearer. */
export class EventsListRequest {
  @Param('Offset (default 0)')
  startfrom?: string | number;

  @Param('Page size (default 5, at most 100)')
  retrievecount?: string | number;

  @Param('Keyset paging: the id of the last event of the previous page (its NextStartAfter); the page starts just after it, whatever StartFrom says')
  startafter?: string | number;

  @Param('Lower bound, Unix time')
  startdate?: string | number;

  @Param('Upper bound, Unix time')
  enddate?: string | number;

  @Param('Event kind to keep (delivered, bounced, opened, clicked, unsubscribed, complained, ...)')
  event?: string;

  @Param('Only the events of this message')
  messageid?: string;
}

export interface EventsListReply {
  /**
   * How many events match: exact from the statistics' counters for whole days without a text or message filter;
   * otherwise counted up to 10,000 (documented in docs/decisions.md)
   */
  TotalRecords: number;
  /** the StartAfter of the next page; null on the last page */
  NextStartAfter: number | null;
  Events: {
    EventID: number;
    Event: string;
    /** Unix seconds */
    LoggedAt: number;
    MessageID: string;
    Recipient: string;
    Message: { Headers: { From: string; To: string; Subject: string } };
    Details: Record<string, unknown>;
  }[];
}

export const EventsList = defineCommand({
  name: 'events.list',
  service: 'gateway',
  auth: 'sender-domain-key',
  v1: { methods: ['GET'], path: 'events' },
  legacy: false,
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: EventsListRequest,
  returns: reply<EventsListReply>(),
  reply:
    'TotalRecords, NextStartAfter, EventsList [{ EventID, Event, LoggedAt, MessageID, Recipient, Message { Headers { From, To, Subject } }, Details }] (newest first, no Success key)',
  errorStyle: 'scalar',
  errors: {
    1: 'the sender API key (bearer) is missing',
    4: 'StartFrom is not a whole number ≥ 0, or StartAfter not an event id',
    5: 'RetrieveCount is not a whole number 1–100',
    13: 'invalid sender API key (the bearer credential)',
    429: { meaning: 'too many requests (HTTP 429)', httpStatus: 429 },
  },
  summary: "A transactional sender polls its own sender domain's events with the domain API key (bearer).",
});
