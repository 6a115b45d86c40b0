import { Injectable } from '@nestjs/common';

import type { ListGetEngagementTiersReply, ListGetEngagementTiersRequest } from '@mail/contracts';

import { AnalyticsListGuard, asOf, rangedOrDefault } from '../analytics-params';
import { AnalyticsCache } from '../analytics-cache';
import { ListAnalyticsRepository, type TierCutoffs } from '../list-analytics.repository';

const DEFAULTS: TierCutoffs = { champion: 14, engaged: 30, passiveEnd: 60, lapsedEnd: 120, neverEngagedJoined: 30 };

/** the cutoffs asked for, each its own default when out of range; all defaults when they are out of order */
export function tierCutoffs(input: ListGetEngagementTiersRequest): TierCutoffs {
  const c: TierCutoffs = {
    champion: rangedOrDefault(input.championdays, DEFAULTS.champion, 365),
    engaged: rangedOrDefault(input.engageddays, DEFAULTS.engaged, 365),
    passiveEnd: rangedOrDefault(input.passiveenddays, DEFAULTS.passiveEnd, 730),
    lapsedEnd: rangedOrDefault(input.lapsedenddays, DEFAULTS.lapsedEnd, 1825),
    neverEngagedJoined: rangedOrDefault(input.neverengagedjoineddays, DEFAULTS.neverEngagedJoined, 365),
  };
  return c.champion <= c.engaged && c.engaged <= c.passiveEnd && c.passiveEnd <= c.lapsedEnd ? c : { ...DEFAULTS };
}

/** List.GetEngagementTiers: deliverable subscribers in six tiers by their last open (Champions also clicked in the window). */
@Injectable()
export class ListGetEngagementTiersService {
  constructor(
    private readonly repository: ListAnalyticsRepository,
    private readonly guard: AnalyticsListGuard,
    private readonly cache: AnalyticsCache,
  ) {}

  async run(userId: number, input: ListGetEngagementTiersRequest): Promise<ListGetEngagementTiersReply> {
    const listId = await this.guard.owned(userId, input.listid);
    const c = tierCutoffs(input);
    return this.cache.get(`tiers:${Object.values(c).join(':')}`, { userId, listId }, async () => {
      const t = await this.repository.engagementTiers(listId, c);
      const Tiers = {
        Champions: t.champion ?? 0,
        Engaged: t.engaged ?? 0,
        Passive: t.passive ?? 0,
        Lapsed: t.lapsed ?? 0,
        Dormant: t.dormant ?? 0,
        NeverEngaged: t.never ?? 0,
      };
      return {
        ListID: listId,
        AsOf: asOf(),
        Overrides: {
          ChampionDays: c.champion,
          EngagedDays: c.engaged,
          PassiveEndDays: c.passiveEnd,
          LapsedEndDays: c.lapsedEnd,
          NeverEngagedJoinedDays: c.neverEngagedJoined,
        },
        Tiers,
        Total: Object.values(Tiers).reduce((a, b) => a + b, 0),
      };
    });
  }
}
