import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';

/** user.usage.get: one account's usage against its limit windows and the features it uses; read-only. */
export class UserUsageGetRequest {
  @IsNotEmpty(code(1, 'Missing UserID'))
  @Param('The account to report on', true)
  userid!: string | number;
}

export interface UsagePeriod {
  Type: string;
  Start: string;
  End: string;
  Derived: boolean;
}

export interface UsageFigure {
  Value: number;
  Source: string;
  AsOf: string | null;
  MaxStalenessSeconds: number;
  Definition: string;
  Period?: string;
  Derived?: boolean;
}

export interface UserUsageGetReply {
  UserID: number;
  Periods: Record<'EmailSend' | 'CampaignSend', UsagePeriod>;
  Usage: Record<'ActiveSubscribers' | 'EmailsSentInPeriod' | 'CampaignsSentInPeriod', UsageFigure>;
  Features: Record<string, { InUse: boolean; Count: number; ActiveCount?: number }>;
}

export const UserUsageGet = defineCommand({
  name: 'user.usage.get',
  service: 'accounts',
  auth: 'admin',
  aliases: ['User.Usage.Get'],
  request: UserUsageGetRequest,
  returns: reply<UserUsageGetReply>(),
  reply: 'UserID, Periods, Usage, Features',
  errorStyle: 'array',
  errors: {
    1: 'UserID missing',
    2: 'UserID is not a positive integer',
    3: 'no such user',
    4: 'a service did not answer its counts: usage is temporarily unavailable (never read as zero)',
  },
  summary: "An account's usage in its limit windows (active subscribers, emails and campaigns sent) and the product features it uses; read-only.",
});
