import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.stats: the calling user's headline figures and per-period series over a date range. */
export class UserStatsRequest {
  @IsNotEmpty(code(1, 'Missing StartDate'))
  @Param('Range start, YYYY-MM-DD (UTC)', true)
  startdate!: string;

  @IsNotEmpty(code(2, 'Missing EndDate'))
  @Param('Range end, YYYY-MM-DD, inclusive', true)
  enddate!: string;

  @IsNotEmpty(code(3, 'Missing Aggregation'))
  @Param("'daily', 'weekly' or 'monthly'", true)
  aggregation!: string;
}

export interface UserStatsReply {
  NumberOfLists: number;
  TotalActiveLists: number;
  TotalActiveSubscribers: number;
  TotalSegments: number;
  AvgOpenRate30dWeighted: number | null;
  AvgClickRate30dWeighted: number | null;
  AvgCTOR30dWeighted: number | null;
  AvgForwardRate30dWeighted: number | null;
  AvgBrowserViewRate30dWeighted: number | null;
  'New Subscribers': Record<string, number>;
  'Sent Emails': Record<string, number>;
  Opens: Record<string, number>;
}

export const UserStats = defineCommand({
  name: 'user.stats',
  service: 'accounts',
  auth: 'user',
  // accounts' user-scope commands are user administration (registry rule): an administrator's key gets 99998 here (no user to report on)
  userAdministration: true,
  aliases: ['User.Stats'],
  rateLimit: { requests: 100, windowSeconds: 60 },
  v1: { methods: ['POST', 'GET'], path: 'user.stats' },
  request: UserStatsRequest,
  returns: reply<UserStatsReply>(),
  reply: 'NumberOfLists, TotalActiveLists, TotalActiveSubscribers, TotalSegments, Avg…30dWeighted, New Subscribers, Sent Emails, Opens',
  errorStyle: 'array',
  errors: {
    1: 'StartDate missing',
    2: 'EndDate missing',
    3: 'Aggregation missing',
    4: "Aggregation is not 'daily', 'weekly' or 'monthly'",
    5: 'StartDate or EndDate is not a date (or the end is before the start)',
    6: 'the statistics could not be read (a service did not answer)',
  },
  summary:
    "The calling user's lists, active subscribers and segments, 30-day engagement rates weighted by list size, and new subscribers, sent emails and opens per period.",
});
