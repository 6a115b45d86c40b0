import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIST_ANALYTICS_ERRORS, ListAnalyticsRequest } from './list-analytics-params';

/** List.GetActivitySeries: One row per day of subscriptions, unsubscriptions, imports, bounces and net growth. */
export class ListGetActivitySeriesRequest extends ListAnalyticsRequest {
  @Param('Window in days (default 30, clamped to 1–365; 0 or less: the default)')
  days?: string | number;
}

export interface ListGetActivitySeriesReply {
  ListID: number;
  Days: number;
  Series: { Date: string; Subscriptions: number; Unsubscriptions: number; Imports: number; SoftBounces: number; HardBounces: number; NetGrowth: number }[];
}

export const ListGetActivitySeries = defineCommand({
  name: 'List.GetActivitySeries',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getactivityseries'],
  request: ListGetActivitySeriesRequest,
  returns: reply<ListGetActivitySeriesReply>(),
  reply: 'ListID, Days, Series',
  errorStyle: 'scalar',
  errors: { ...LIST_ANALYTICS_ERRORS },
  summary: 'One row per day of subscriptions, unsubscriptions, imports, bounces and net growth.',
});
