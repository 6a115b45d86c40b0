import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { InOrder, Rule } from '../campaigns/requests/param-rules';
import { ADMIN_JOURNEYS_RATE, type AdminJourneysOk, optionalPositive } from './admin-journeys.shared';

const given = (v: unknown): boolean => v !== undefined && v !== null && String(v).trim() !== '';

export class AdminJourneyQueuePositionRequest {
  @Rule('optionalId', optionalPositive, code(5, 'Invalid parameter value: EntryID'))
  @Param('The entry (one of EntryID, SubscriberID, Email)', 'cond')
  entryid?: string | number;

  @Rule('optionalId', optionalPositive, code(5, 'Invalid parameter value: SubscriberID'))
  @Param('The subscriber', 'cond')
  subscriberid?: string | number;

  @Param('The email address (with ListID)', 'cond')
  email?: string;

  @Rule('optionalId', optionalPositive, code(5, 'Invalid parameter value: ListID'))
  @Param('The list (required with Email)', 'cond')
  listid?: string | number;

  @InOrder(
    Rule(
      'lookup',
      (_, p) => given(p.entryid) || given(p.subscriberid) || given(p.email),
      code(1, 'No lookup parameter provided (must supply EntryID, SubscriberID, or Email)'),
    ),
    Rule(
      'listWithEmail',
      (_, p) => given(p.entryid) || given(p.subscriberid) || !given(p.email) || given(p.listid),
      code(3, 'ListID required when searching by Email'),
    ),
    Rule('optionalId', optionalPositive, code(5, 'Invalid parameter value: JourneyID')),
  )
  @Param('Only this journey')
  journeyid?: string | number;
}

export interface AdminJourneyQueuePosition {
  EntryID: number;
  RelJourneyID: number;
  JourneyName: string;
  RelListID: number;
  RelSubscriberID: number;
  EmailAddress: string;
  Position: number;
  EstimatedMinutesUntilProcessed: number;
  TouchState: string;
  DueAt: string;
  CurrentAction: { ActionID: number; Action: string; OrderNo: number } | null;
  CreatedAt: string;
  ActionUpdatedAt: string | null;
  SnoozedUntil: string | null;
}

export interface AdminJourneyQueuePositionReply extends AdminJourneysOk {
  Entries: AdminJourneyQueuePosition[];
  Throughput: { PerMinute: number; PerSecond: number };
}

export const AdminJourneyQueuePosition = defineCommand({
  name: 'admin.journey.queue.position',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.journey.queue.position' },
  request: AdminJourneyQueuePositionRequest,
  returns: reply<AdminJourneyQueuePositionReply>(),
  reply: "Entries (the subscriber's active entries with their place in their journey's queue), Throughput",
  errorStyle: 'array',
  errors: {
    1: 'none of EntryID, SubscriberID, Email given',
    2: { meaning: 'Entry or subscriber not found in queue', httpStatus: 404 },
    3: 'Email given without ListID',
    4: { meaning: 'Database query failed', httpStatus: 500 },
    5: 'a parameter has an invalid value',
  },
  rateLimit: ADMIN_JOURNEYS_RATE,
  summary: "Where a subscriber's journey entries stand in the engine's queue (administrators).",
});
