import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

import { LIST_ANALYTICS_ERRORS, ListAnalyticsMissingIdRequest } from './list-analytics-params';

/** List.GetTenureDistribution: A list's deliverable subscribers by how long ago they joined. */
export class ListGetTenureDistributionRequest extends ListAnalyticsMissingIdRequest {}

export interface ListGetTenureDistributionReply {
  ListID: number;
  AsOf: string;
  Buckets: { '0_30d': number; '1_3mo': number; '3_6mo': number; '6_12mo': number; '1_2y': number; '2y_plus': number };
  Total: number;
}

export const ListGetTenureDistribution = defineCommand({
  name: 'List.GetTenureDistribution',
  service: 'lists',
  auth: 'user',
  aliases: ['list.gettenuredistribution'],
  request: ListGetTenureDistributionRequest,
  returns: reply<ListGetTenureDistributionReply>(),
  reply: 'ListID, AsOf, Buckets, Total',
  errorStyle: 'scalar',
  errors: { 1: 'ListID missing', ...LIST_ANALYTICS_ERRORS },
  summary: "A list's deliverable subscribers by how long ago they joined.",
});
