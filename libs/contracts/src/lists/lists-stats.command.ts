import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';

/** Lists.Stats: engagement and growth per list over a recent window, with subscriber-weighted averages. */
export class ListsStatsRequest {
  @Param('Window length in days (default 30, clamped to 1–365)')
  days?: string | number;

  @Param('Comma-separated list ids to limit the answer to')
  listids?: string;
}

export interface ListsStatsRow {
  ListID: number;
  Name: string;
  ActiveSubscriberCount: number;
  SegmentCount: number;
  LastActivityAt: string;
  UniqueOpens: number;
  UniqueClicks: number;
  UniqueForwards: number;
  UniqueBrowserViews: number;
  TotalSent: number;
  NetGrowth: number;
  OpenRate: number | null;
  ClickRate: number | null;
  ForwardRate: number | null;
  BrowserViewRate: number | null;
  CTOR: number | null;
}

export interface ListsStatsReply {
  Days: number;
  TotalListCount: number;
  WeightedAvgOpenRate: number | null;
  WeightedAvgClickRate: number | null;
  WeightedAvgCTOR: number | null;
  WeightedAvgForwardRate: number | null;
  WeightedAvgBrowserViewRate: number | null;
  Lists: ListsStatsRow[];
}

export const ListsStats = defineCommand({
  name: 'Lists.Stats',
  service: 'lists',
  auth: 'user',
  aliases: ['lists.stats'],
  request: ListsStatsRequest,
  returns: reply<ListsStatsReply>(),
  reply: 'Days, TotalListCount, WeightedAvg*, Lists',
  errorStyle: 'array',
  errors: {},
  summary: 'Engagement and growth figures per (non-archived) list over a recent window.',
});
