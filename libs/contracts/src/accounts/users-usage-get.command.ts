import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** users.usage.get: per-period emails sent and active subscribers for many users at once. */
export class UsersUsageGetRequest {
  @IsNotEmpty(code(1, 'Missing StartDate'))
  @Param('Range start, YYYY-MM-DD (or with a time), UTC', true)
  startdate!: string;

  @IsNotEmpty(code(2, 'Missing EndDate'))
  @Param('Range end, inclusive (a date covers its whole day)', true)
  enddate!: string;

  @Param('Comma-separated or array of user ids; all users with sends or active subscribers when omitted')
  userids?: string | number | (string | number)[];

  @Param("'daily' (default), 'weekly', 'monthly' or 'yearly'")
  aggregation?: string;

  @Param("Comma-separated metric names; only 'sent_emails' (the default)")
  metrics?: string | string[];
}

export interface UsageActiveSubscribers {
  Value: number;
  Source: string;
  Definition: string;
  MaxStalenessSeconds: number;
}

export interface UsersUsageGetReply {
  Aggregation: string;
  StartDate: string;
  EndDate: string;
  Metrics: string[];
  UserCount: number;
  Users: Record<
    string,
    { UserID: number; Metrics: Record<string, Record<string, number>>; TotalSentEmails: number; TotalActiveSubscribers: UsageActiveSubscribers }
  >;
}

export const UsersUsageGet = defineCommand({
  name: 'users.usage.get',
  service: 'accounts',
  auth: 'admin',
  aliases: ['Users.Usage.Get'],
  request: UsersUsageGetRequest,
  returns: reply<UsersUsageGetReply>(),
  reply: 'Aggregation, StartDate, EndDate, Metrics, UserCount, Users',
  errorStyle: 'scalar',
  errors: {
    1: 'StartDate missing',
    2: 'EndDate missing',
    3: 'Aggregation is not daily, weekly, monthly or yearly',
    4: "a metric other than 'sent_emails'",
    5: 'StartDate or EndDate cannot be parsed (or the end is before the start)',
  },
  summary:
    'Per-period emails sent (campaigns, autoresponders, journeys, gateway) and current active subscribers of many users, for billing; a fixed number of grouped queries.',
});
