import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIST_ANALYTICS_ERRORS, ListAnalyticsMissingIdRequest } from './list-analytics-params';

/** List.GetSendTimeHeatmap: A 7 × 24 grid of a list's opens or clicks by weekday and hour. */
export class ListGetSendTimeHeatmapRequest extends ListAnalyticsMissingIdRequest {
  @Param('Window in days (default 90, clamped to 1–365)')
  days?: string | number;

  @Param('open (default) or click')
  event?: string | number;
}

export interface ListGetSendTimeHeatmapReply {
  ListID: number;
  Days: number;
  Event: string;
  AsOf: string;
  Grid: number[][];
}

export const ListGetSendTimeHeatmap = defineCommand({
  name: 'List.GetSendTimeHeatmap',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getsendtimeheatmap'],
  request: ListGetSendTimeHeatmapRequest,
  returns: reply<ListGetSendTimeHeatmapReply>(),
  reply: 'ListID, Days, Event, AsOf, Grid',
  errorStyle: 'scalar',
  errors: { 1: 'ListID missing', 2: "Event is not 'open' or 'click'", ...LIST_ANALYTICS_ERRORS },
  summary: "A 7 × 24 grid of a list's opens or clicks by weekday and hour.",
});
