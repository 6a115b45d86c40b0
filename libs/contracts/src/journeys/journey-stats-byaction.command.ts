import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { JOURNEYS_NOTES } from './journey-shared';
import { JOURNEY_STATS_ERRORS, JourneyStatsRequest } from './journey-stats-shared';

/** journey.stats.byaction: read by the service in code order. */
export class JourneyStatsByactionRequest extends JourneyStatsRequest {
  @Param('One recipient mailbox domain (letters, digits, dots, hyphens)')
  isp?: string;
}

export interface JourneyActionWindowStats {
  SendCount: number;
  DeliveryCount: number;
  OpenCount: number;
  ClickCount: number;
  BounceCount: number;
  UnsubscribeCount: number;
  SpamComplaintCount: number;
  TotalRevenue: number;
}

export interface JourneyActionDailyStats {
  Date: string;
  SendCount: number;
  OpenCount: number;
  ClickCount: number;
  TotalRevenue: number;
}

export interface JourneyStatsByactionReply {
  Success: true;
  Actions: {
    ActionID: number;
    Action: 'SendEmail';
    EmailID: number;
    EmailName: string;
    OrderNo: number;
    Stats: JourneyActionWindowStats;
    DailyStats: JourneyActionDailyStats[];
  }[];
}

export const JourneyStatsByaction = defineCommand({
  name: 'journey.stats.byaction',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['GET'], path: 'journey.stats.byaction' },
  request: JourneyStatsByactionRequest,
  returns: reply<JourneyStatsByactionReply>(),
  reply: 'Success, Actions',
  errorStyle: 'array',
  errors: { ...JOURNEY_STATS_ERRORS, 8: { meaning: 'ISP has characters outside letters, digits, dots and hyphens (HTTP 422)', httpStatus: 422 } },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'Engagement of each SendEmail action of a journey over a date window, with a zero-filled daily series.',
  notes: JOURNEYS_NOTES,
});
