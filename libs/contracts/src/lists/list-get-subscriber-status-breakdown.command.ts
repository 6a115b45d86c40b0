import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

import { LIST_ANALYTICS_ERRORS, ListAnalyticsRequest } from './list-analytics-params';

/** List.GetSubscriberStatusBreakdown: A list's subscribers per status plus its suppression entries. */
export class ListGetSubscriberStatusBreakdownRequest extends ListAnalyticsRequest {}

export interface ListGetSubscriberStatusBreakdownReply {
  ListID: number;
  Counts: { Active: number; OptInPending: number; SoftBounced: number; HardBounced: number; Unsubscribed: number; Complained: number; Suppressed: number };
  Total: number;
}

export const ListGetSubscriberStatusBreakdown = defineCommand({
  name: 'List.GetSubscriberStatusBreakdown',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getsubscriberstatusbreakdown'],
  request: ListGetSubscriberStatusBreakdownRequest,
  returns: reply<ListGetSubscriberStatusBreakdownReply>(),
  reply: 'ListID, Counts, Total',
  errorStyle: 'scalar',
  errors: { ...LIST_ANALYTICS_ERRORS },
  summary: "A list's subscribers per status plus its suppression entries.",
});
