import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

import { LIST_ANALYTICS_ERRORS, ListAnalyticsMissingIdRequest } from './list-analytics-params';

/** List.GetSourceBreakdown: Where a list's subscribers came from, in total and month by month. */
export class ListGetSourceBreakdownRequest extends ListAnalyticsMissingIdRequest {}

export interface ListGetSourceBreakdownReply {
  ListID: number;
  AsOf: string;
  Buckets: Record<string, number>;
  Total: number;
  Series: { Month: string; SubscriptionSource: string; Count: number }[];
  OtherRefs: { Ref: string; Count: number }[];
}

export const ListGetSourceBreakdown = defineCommand({
  name: 'List.GetSourceBreakdown',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getsourcebreakdown'],
  request: ListGetSourceBreakdownRequest,
  returns: reply<ListGetSourceBreakdownReply>(),
  reply: 'ListID, AsOf, Buckets, Total, Series, OtherRefs',
  errorStyle: 'scalar',
  errors: { 1: 'ListID missing', ...LIST_ANALYTICS_ERRORS },
  summary: "Where a list's subscribers came from, in total and month by month.",
});
