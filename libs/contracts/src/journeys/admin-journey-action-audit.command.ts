import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPositiveId, Param } from '../request-params';
import { code } from '../validation';
import { ADMIN_JOURNEYS_RATE, type AdminJourneysOk } from './admin-journeys.shared';

export class AdminJourneyActionAuditRequest {
  @IsPositiveId(code(1, 'Missing or invalid action_id parameter'))
  @Param('The journey action', true)
  actionid!: string | number;
}

export interface AdminJourneyActionAuditReply extends AdminJourneysOk {
  ActionMeta: { ActionID: number; ActionType: string; OrderNo: number; JourneyID: number; JourneyName: string; JourneyStatus: string };
  QueueState: { TotalAtAction: number; NeverTouched: number; WaitingForNextPass: number; OverdueCount: number; SnoozedCount: number; InProgressCount: number };
  SubscriptionBreakdown: { Subscribed: number; Unsubscribed: number; OptInPending: number; OptOutPending: number; SubscriberNotFound: number };
  BounceBreakdown: { NotBounced: number; Hard: number; Soft: number; SubscriberNotFound: number };
  CompletionCount: number;
}

export const AdminJourneyActionAudit = defineCommand({
  name: 'admin.journey.action.audit',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.journey.action.audit' },
  request: AdminJourneyActionAuditRequest,
  returns: reply<AdminJourneyActionAuditReply>(),
  reply: 'ActionMeta, QueueState (entries at the action), SubscriptionBreakdown and BounceBreakdown (from lists), CompletionCount',
  errorStyle: 'array',
  errors: {
    1: 'ActionID missing or not a positive number',
    2: { meaning: 'Action not found', httpStatus: 404 },
    3: { meaning: 'Database query failed', httpStatus: 500 },
  },
  rateLimit: ADMIN_JOURNEYS_RATE,
  summary: 'Who waits at a journey action and why (administrators).',
});
