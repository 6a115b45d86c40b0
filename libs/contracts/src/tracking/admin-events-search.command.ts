import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { OptionalId, Rule, ifGiven } from '../campaigns/requests/param-rules';

const isDate = (v: unknown): boolean => typeof v === 'string' && !Number.isNaN(Date.parse(v));

export class AdminEventsSearchRequest {
  @Param('Page size (default 0: every record, at most 10,000)')
  recordsperrequest?: string | number;

  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @OptionalId(code(1, 'Invalid FilterByUserID'))
  @Param("Only this user's events")
  filterbyuserid?: string | number;

  @OptionalId(code(2, 'Invalid FilterByListID'))
  @Param("Only this list's events")
  filterbylistid?: string | number;

  @OptionalId(code(3, 'Invalid FilterBySubscriberID'))
  @Param("Only this subscriber's events")
  filterbysubscriberid?: string | number;

  @Param('Only this event name (pageView, identify, conversion, or a custom one; All: every one)')
  eventtype?: string;

  @Param('Part of the event name or the email address')
  searchkeyword?: string;

  @Rule('date', ifGiven(isDate), code(4, 'Invalid DateFrom'))
  @Param('On or after (YYYY-MM-DD or a timestamp)')
  datefrom?: string;

  @Rule('date', ifGiven(isDate), code(5, 'Invalid DateTo'))
  @Param('On or before')
  dateto?: string;

  @Param('Only this tracker (visitor) UUID')
  websiteeventuuid?: string;

  @Param('CreatedAt (default), Event, UserID, ListID')
  orderfield?: string;

  @Param('ASC or DESC (default DESC)')
  ordertype?: string;

  @Param('false: leave Properties out (default true)')
  includeproperties?: string | boolean;
}

export interface AdminEvent {
  /** ours: the event's UUID (events are stored by UUID, not by a sequence) */
  EventID: string;
  Event: string;
  UserID: number;
  ListID: number;
  SubscriberID: number;
  WebsiteEventUUID: string;
  CreatedAt: string;
  Properties?: Record<string, unknown>;
}

export interface AdminEventsSearchReply {
  Success: true;
  ErrorCode: 0;
  ErrorText: '';
  Events: AdminEvent[];
  TotalEvents: number;
}

export const AdminEventsSearch = defineCommand({
  name: 'admin.events.search',
  service: 'tracking',
  auth: 'admin',
  v1: { methods: ['POST', 'GET'], path: 'admin.events.search' },
  request: AdminEventsSearchRequest,
  returns: reply<AdminEventsSearchReply>(),
  reply: "Events (every user's website events, newest first), TotalEvents",
  errorStyle: 'array',
  errors: {
    1: 'FilterByUserID not a positive number',
    2: 'FilterByListID not a positive number',
    3: 'FilterBySubscriberID not a positive number',
    4: 'DateFrom not a date',
    5: 'DateTo not a date',
  },
  rateLimit: { requests: 60, windowSeconds: 60 },
  summary: "Search every user's website events (administrators).",
});
