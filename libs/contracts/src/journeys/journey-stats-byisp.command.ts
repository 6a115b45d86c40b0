import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEYS_NOTES } from './journey-shared';
import { JOURNEY_STATS_ERRORS, JourneyStatsRequest } from './journey-stats-shared';

/** journey.stats.byisp: read by the service in code order. */
export class JourneyStatsByispRequest extends JourneyStatsRequest {}

export interface JourneyIspStats {
  Domain: string;
  Sent: number;
  Delivered: number;
  Opened: number;
  Clicked: number;
  Bounced: number;
  Unsubscribed: number;
  Complained: number;
}

export interface JourneyStatsByispReply {
  Success: true;
  ByISP: JourneyIspStats[];
}

export const JourneyStatsByisp = defineCommand({
  name: 'journey.stats.byisp',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['GET'], path: 'journey.stats.byisp' },
  request: JourneyStatsByispRequest,
  returns: reply<JourneyStatsByispReply>(),
  reply: 'Success, ByISP',
  errorStyle: 'array',
  errors: JOURNEY_STATS_ERRORS,
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'A journey’s email engagement by recipient mailbox domain over a date window (optionally one SendEmail action).',
  notes: JOURNEYS_NOTES,
});
