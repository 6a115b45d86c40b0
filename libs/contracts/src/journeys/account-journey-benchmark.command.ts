import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { JOURNEYS_NOTES } from './journey-shared';
import { JourneyStatsWindowRequest } from './journey-stats-shared';

/** account.journey.benchmark: read by the service in code order. */
export class AccountJourneyBenchmarkRequest extends JourneyStatsWindowRequest {}

export interface AccountJourneyBenchmarkReply {
  Success: true;
  StartDate: string;
  EndDate: string;
  Benchmark: {
    OpenRate: number;
    ClickRate: number;
    ClickToOpenRate: number;
    BounceRate: number;
    UnsubscribeRate: number;
    ComplaintRate: number;
    RevenuePerSubscriber: number;
    JourneyCount: number;
    TotalSent: number;
  };
}

export const AccountJourneyBenchmark = defineCommand({
  name: 'account.journey.benchmark',
  service: 'journeys',
  auth: 'user',
  v1: { methods: ['GET'], path: 'account.journey.benchmark' },
  request: AccountJourneyBenchmarkRequest,
  returns: reply<AccountJourneyBenchmarkReply>(),
  reply: 'Success, StartDate, EndDate, Benchmark',
  errorStyle: 'array',
  errors: {
    1: { meaning: 'StartDate is not a YYYY-MM-DD date (HTTP 422)', httpStatus: 422 },
    2: { meaning: 'EndDate is not a YYYY-MM-DD date (HTTP 422)', httpStatus: 422 },
    3: { meaning: 'StartDate is after EndDate (HTTP 422)', httpStatus: 422 },
  },
  rateLimit: { requests: 100, windowSeconds: 60 },
  summary: 'The caller’s journey email engagement rates over a date window, weighted by emails sent.',
  notes: JOURNEYS_NOTES,
});
