import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { LIST_ANALYTICS_ERRORS, ListAnalyticsRequest } from './list-analytics-params';

/** List.GetEngagementTiers: A list's deliverable subscribers in six engagement tiers. */
export class ListGetEngagementTiersRequest extends ListAnalyticsRequest {
  @Param('Window for Champions (default 14, 1–365)')
  championdays?: string | number;

  @Param('Window for Engaged (default 30, 1–365, ≥ ChampionDays)')
  engageddays?: string | number;

  @Param('End of Passive (default 60, 1–730, ≥ EngagedDays)')
  passiveenddays?: string | number;

  @Param('End of Lapsed (default 120, 1–1825, ≥ PassiveEndDays)')
  lapsedenddays?: string | number;

  @Param('Days on the list before a never-opener counts as NeverEngaged (default 30, 1–365)')
  neverengagedjoineddays?: string | number;
}

export interface ListGetEngagementTiersReply {
  ListID: number;
  AsOf: string;
  Overrides: { ChampionDays: number; EngagedDays: number; PassiveEndDays: number; LapsedEndDays: number; NeverEngagedJoinedDays: number };
  Tiers: { Champions: number; Engaged: number; Passive: number; Lapsed: number; Dormant: number; NeverEngaged: number };
  Total: number;
}

export const ListGetEngagementTiers = defineCommand({
  name: 'List.GetEngagementTiers',
  service: 'lists',
  auth: 'user',
  aliases: ['list.getengagementtiers'],
  request: ListGetEngagementTiersRequest,
  returns: reply<ListGetEngagementTiersReply>(),
  reply: 'ListID, AsOf, Overrides, Tiers, Total',
  errorStyle: 'scalar',
  errors: { ...LIST_ANALYTICS_ERRORS },
  summary: "A list's deliverable subscribers in six engagement tiers.",
});
