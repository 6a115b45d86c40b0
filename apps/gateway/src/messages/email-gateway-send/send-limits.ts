import { CommandError, type UserLimitsReply } from '@mail/contracts';

import type { SentCounts } from '../gateway-message.repository';

type Limits = UserLimitsReply['limits'];

/** null or 0: no limit */
const set = (limit: number | null): limit is number => limit !== null && limit > 0;

export const hasSendLimits = (l: Limits): boolean => [l.monthlyGateway, l.lifetimeGateway, l.maxSendPerMinute, l.maxSendPerHour, l.maxSendPerDay].some(set);

/** 10 monthly, 11 lifetime limit reached; 429 (HTTP 429) when a send rate is, naming the seconds to wait. */
export function checkSendLimits(l: Limits, sent: SentCounts): void {
  if (set(l.monthlyGateway) && sent.month >= l.monthlyGateway) throw new CommandError(17, `Monthly gateway limit of ${l.monthlyGateway} messages reached`);
  if (set(l.lifetimeGateway) && sent.all >= l.lifetimeGateway) throw new CommandError(17, `Lifetime gateway limit of ${l.lifetimeGateway} messages reached`);
  const rates: [number | null, number, number, string][] = [
    [l.maxSendPerMinute, sent.minute, 60, 'minute'],
    [l.maxSendPerHour, sent.hour, 3600, 'hour'],
    [l.maxSendPerDay, sent.day, 86_400, 'day'],
  ];
  for (const [limit, count, seconds, per] of rates)
    if (set(limit) && count >= limit)
      throw new CommandError(429, `Too many requests. Please wait ${seconds} seconds; ${limit} messages are allowed per ${per}.`);
}
