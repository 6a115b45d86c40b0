import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { Rule } from '../campaigns/requests/param-rules';
import { ADMIN_JOURNEYS_RATE, type AdminJourneysOk, optionalPositive } from './admin-journeys.shared';

export class AdminJourneysOverviewRequest {
  @Rule('optionalId', optionalPositive, code(2, 'Invalid journey_id parameter'))
  @Param('Only this journey (default: every journey)')
  journeyid?: string | number;
}

export interface AdminJourneyQueueStats {
  TotalActive: number;
  NeverTouched: number;
  WaitingForNextPass: number;
  SnoozedCount: number;
  OverdueCount: number;
  StuckCount: number;
  InProgressCount: number;
  EstimatedDrainMinutes: number;
}

export interface AdminJourneyThroughput {
  PerMinute: number;
  PerSecond: number;
  MeasurementWindowMinutes: number;
  CompletionsInWindow: number;
}

export interface AdminJourneysOverviewReply extends AdminJourneysOk {
  QueueStats: AdminJourneyQueueStats;
  Throughput: AdminJourneyThroughput;
  Workers: { Total: number; Healthy: number; Unhealthy: number };
}

export const AdminJourneysOverview = defineCommand({
  name: 'admin.journeys.overview',
  service: 'journeys',
  auth: 'admin',
  v1: { methods: ['GET', 'POST'], path: 'admin.journeys.overview' },
  request: AdminJourneysOverviewRequest,
  returns: reply<AdminJourneysOverviewReply>(),
  reply: 'QueueStats (active entries by touch state), Throughput (steps run in the last 15 minutes), Workers (the engine jobs)',
  errorStyle: 'array',
  errors: { 1: { meaning: 'Database query failed', httpStatus: 500 }, 2: 'JourneyID not a positive number' },
  rateLimit: ADMIN_JOURNEYS_RATE,
  summary: "The journey engine's queue: entries by state, throughput and workers (administrators).",
});
