import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIST_ANALYTICS_ERRORS, ListAnalyticsMissingIdRequest } from './list-analytics-params';

/** List.GetCtrRetentionMatrix: Clickers of a list's recent campaigns and how many clicked the following ones. */
export class ListGetCtrRetentionMatrixRequest extends ListAnalyticsMissingIdRequest {
  @Param('Most recent sent campaigns as rows (default 10, 1–50)')
  lastncampaigns?: string | number;

  @Param('Maximum length of each Retention list (default 7, 1–50)')
  cohortdepth?: string | number;
}

export interface ListGetCtrRetentionMatrixReply {
  ListID: number;
  LastNCampaigns: number;
  CohortDepth: number;
  AsOf: string;
  Campaigns: { CampaignID: number; CampaignName: string; SentAt: string; BaseClickers: number; Retention: number[] }[];
}

export const ListGetCtrRetentionMatrix = defineCommand({
  name: 'List.GetCtrRetentionMatrix',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getctrretentionmatrix'],
  request: ListGetCtrRetentionMatrixRequest,
  returns: reply<ListGetCtrRetentionMatrixReply>(),
  reply: 'ListID, LastNCampaigns, CohortDepth, AsOf, Campaigns',
  errorStyle: 'scalar',
  errors: { 1: 'ListID missing', ...LIST_ANALYTICS_ERRORS },
  summary: "Clickers of a list's recent campaigns and how many clicked the following ones.",
});
