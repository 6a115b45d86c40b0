import { Injectable } from '@nestjs/common';

import { CommandError, type UsageAggregation, USAGE_AGGREGATIONS, type UsersUsageGetReply, type UsersUsageGetRequest } from '@mail/contracts';

import { int, list, str } from '../../shared/params/param-readers';
import { rangeBound } from '../usage-dates';
import { UsageSources } from '../usage-sources';

export const ACTIVE_SUBSCRIBERS_DEFINITION = 'Subscribed and not hard-bounced subscribers of the non-archived lists, counted live';

/**
 * users.usage.get: emails sent per period (left out when none) and live active subscribers. With UserIDs every
 * requested id appears; without, the users with sends in the range or active subscribers.
 */
@Injectable()
export class UsersUsageGetService {
  constructor(private readonly sources: UsageSources) {}

  async run(input: UsersUsageGetRequest): Promise<UsersUsageGetReply> {
    const aggregation = (str(input.aggregation)?.trim().toLowerCase() || 'daily') as UsageAggregation;
    if (!USAGE_AGGREGATIONS.includes(aggregation)) throw new CommandError(3, 'Aggregation is not supported');
    const metrics = input.metrics === undefined ? ['sent_emails'] : list(input.metrics).map((m) => m.toLowerCase());
    if (!metrics.length || metrics.some((m) => m !== 'sent_emails')) throw new CommandError(4, 'Metric is not supported');
    const start = rangeBound(input.startdate, false);
    const end = rangeBound(input.enddate, true);
    if (!start || !end || end <= start) throw new CommandError(5, 'StartDate or EndDate cannot be parsed');
    const requested =
      input.userids === undefined
        ? undefined
        : [
            ...new Set(
              list(input.userids)
                .map(int)
                .filter((id): id is number => !!id && id > 0),
            ),
          ];
    const none = requested !== undefined && requested.length === 0;
    const [emails, audience] = none
      ? [new Map(), new Map()]
      : await Promise.all([this.sources.emails(requested, start, end, aggregation), this.sources.audience(requested)]);
    const userIds = requested ?? [...new Set([...emails.keys(), ...[...audience.values()].filter((a) => a.activeSubscribers > 0).map((a) => a.userId)])];
    const users: UsersUsageGetReply['Users'] = {};
    for (const userId of userIds.sort((a, b) => a - b)) {
      const sent = emails.get(userId);
      users[String(userId)] = {
        UserID: userId,
        Metrics: { sent_emails: sent?.byPeriod ?? {} },
        TotalSentEmails: sent?.total ?? 0,
        TotalActiveSubscribers: {
          Value: audience.get(userId)?.activeSubscribers ?? 0,
          Source: 'lists',
          Definition: ACTIVE_SUBSCRIBERS_DEFINITION,
          MaxStalenessSeconds: 0,
        },
      };
    }
    return {
      Aggregation: aggregation,
      StartDate: str(input.startdate)!.trim(),
      EndDate: str(input.enddate)!.trim(),
      Metrics: metrics,
      UserCount: userIds.length,
      Users: users,
    };
  }
}
