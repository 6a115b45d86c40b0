import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIST_ANALYTICS_ERRORS, ListAnalyticsMissingIdRequest } from './list-analytics-params';

/** List.GetEspBreakdown: Mailbox domains of a list's subscribers, openers, clickers or unsubscribers. */
export class ListGetEspBreakdownRequest extends ListAnalyticsMissingIdRequest {
  @Param('subscribers, opens, clicks or unsubscriptions')
  event?: string | number;

  @Param('Top domains kept before Other (default 30, 1–1000)')
  top?: string | number;
}

export interface ListGetEspBreakdownReply {
  ListID: number;
  Event: string;
  Top: number;
  AsOf: string;
  Total: number;
  Domains: { Domain: string; Count: number; Pct: number | null }[];
}

export const ListGetEspBreakdown = defineCommand({
  name: 'List.GetEspBreakdown',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getespbreakdown'],
  request: ListGetEspBreakdownRequest,
  returns: reply<ListGetEspBreakdownReply>(),
  reply: 'ListID, Event, Top, AsOf, Total, Domains',
  errorStyle: 'array',
  errors: { 1: 'ListID missing', 2: 'Event missing or not an allowed value', ...LIST_ANALYTICS_ERRORS },
  summary: "Mailbox domains of a list's subscribers, openers, clickers or unsubscribers.",
});
