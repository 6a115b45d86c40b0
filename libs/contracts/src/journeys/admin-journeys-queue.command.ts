import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule } from '../campaigns/requests/param-rules';
import { ADMIN_JOURNEYS_RATE, type AdminJourneysOk, optionalPositive, TOUCH_STATES } from './admin-journeys.shared';

const isState = (v: unknown): boolean => v === undefined || v === '' || TOUCH_STATES.some((s) => s.toLowerCase() === String(v).trim().toLowerCase());
const isCount = (v: unknown): boolean => v === undefined || v === '' || /^\d+$/.test(String(v).trim());

export class AdminJourneysQueueRequest {
  @Rule('optionalId', optionalPositive, code(2, 'Invalid parameter value: JourneyID'))
  @Param('Only this journey')
  journeyid?: string | number;

  @Rule('optionalId', optionalPositive, code(2, 'Invalid parameter value: ActionID'))
  @Param('Only entries at this action')
  actionid?: string | number;

  @Rule('touchState', isState, code(2, `Invalid parameter value: Status (one of ${TOUCH_STATES.join(', ')})`))
  @Param(`Only entries in this touch state: ${TOUCH_STATES.join(', ')}`)
  status?: string;

  @Param('Part of the email address')
  searchkeyword?: string;

  @Rule('count', isCount, code(2, 'Invalid parameter value: RecordsPerRequest'))
  @Param('Page size (default 25, at most 1000)')
  recordsperrequest?: string | number;

  @Rule('count', isCount, code(2, 'Invalid parameter value: RecordsFrom'))
  @Param('Offset (default 0)')
  recordsfrom?: string | number;

  @Param('DueAt, CreatedAt, EntryID (default DueAt)')
  orderfield?: string;

  @Param('ASC or DESC (default ASC)')
  ordertype?: string;
}

export interface AdminJourneyQueueEntry {
  EntryID: number;
  RelUserID: number;
  RelJourneyID: number;
  JourneyName: string;
  RelListID: number;
  RelSubscriberID: number;
  EmailAddress: string;
  RelActionID: number;
  ActionType: string;
  ActionOrderNo: number;
  TouchState: string;
  DueAt: string;
  CreatedAt: string;
  ActionUpdatedAt: string | null;
  SnoozedUntil: string | null;
}

export interface AdminJourneysQueueReply extends AdminJourneysOk {
  TotalQueueEntries: number;
  QueueEntries: AdminJourneyQueueEntry[];
}

export const AdminJourneysQueue = defineCommand({
  name: 'admin.journeys.queue',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.journeys.queue' },
  request: AdminJourneysQueueRequest,
  returns: reply<AdminJourneysQueueReply>(),
  reply: "TotalQueueEntries, QueueEntries (every user's active journey entries with their current action and touch state)",
  errorStyle: 'array',
  errors: { 1: { meaning: 'Database query failed', httpStatus: 500 }, 2: 'a parameter has an invalid value' },
  rateLimit: ADMIN_JOURNEYS_RATE,
  summary: "The journey engine's queue entries (administrators).",
});
