import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIST_ANALYTICS_ERRORS, ListAnalyticsRequest } from './list-analytics-params';

/** List.GetBounceTrend: Week by week hard-bounce, soft-bounce and complaint percentages of the sends. */
export class ListGetBounceTrendRequest extends ListAnalyticsRequest {
  @Param('Number of weeks (default 6, clamped to 1–26; 0 or less: the default)')
  weeks?: string | number;
}

export interface ListGetBounceTrendReply {
  ListID: number;
  Weeks: number;
  Series: {
    WeekStart: string;
    TotalSent: number;
    HardBounces: number;
    SoftBounces: number;
    Complaints: number;
    HardBouncePct: number | null;
    SoftBouncePct: number | null;
    ComplaintPct: number | null;
  }[];
}

export const ListGetBounceTrend = defineCommand({
  name: 'List.GetBounceTrend',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getbouncetrend'],
  request: ListGetBounceTrendRequest,
  returns: reply<ListGetBounceTrendReply>(),
  reply: 'ListID, Weeks, Series',
  errorStyle: 'scalar',
  errors: { ...LIST_ANALYTICS_ERRORS },
  summary: 'Week by week hard-bounce, soft-bounce and complaint percentages of the sends.',
});
