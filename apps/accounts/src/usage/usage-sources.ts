import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type UsageAggregation, type UserAudienceTotals, type UserFeatureCountsReply, Queries } from '@mail/contracts';

import { UsageRepository } from './usage.repository';

const TRUNC = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' } as const;
const TIMEOUT_MS = 15_000;

/** one user's emails sent in a range: per period start and in all, and the campaign runs finished */
export interface UserEmails {
  byPeriod: Record<string, number>;
  total: number;
  campaignsSent: number;
}

/**
 * What the usage reports read, from the services that record it: lists' audience totals and campaigns' sends are
 * asked over the bus (Queries.UsersAudienceTotals, Queries.UsersSends); email gateway sends are accounts' own
 * counters (Events.UsageReported). Emails sent = campaign + autoresponder + journey + gateway sends.
 */
@Injectable()
export class UsageSources {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly usage: UsageRepository,
  ) {}

  async audience(userIds: number[] | undefined): Promise<Map<number, UserAudienceTotals>> {
    const reply = await this.bus.query(Queries.UsersAudienceTotals, userIds ? { userIds } : {}, TIMEOUT_MS);
    return new Map(reply.users.map((u) => [u.userId, u]));
  }

  /** [start, end) as ISO instants */
  async emails(userIds: number[] | undefined, start: Date, end: Date, aggregation: UsageAggregation): Promise<Map<number, UserEmails>> {
    const [campaigns, gateway] = await Promise.all([
      this.bus.query(Queries.UsersSends, { ...(userIds ? { userIds } : {}), start: start.toISOString(), end: end.toISOString(), aggregation }, TIMEOUT_MS),
      this.usage.countsByPeriod(userIds ?? null, 'email_gateway_sent', start.toISOString(), end.toISOString(), TRUNC[aggregation]),
    ]);
    const users = new Map<number, UserEmails>();
    const of = (id: number) => {
      let row = users.get(id);
      if (!row) users.set(id, (row = { byPeriod: {}, total: 0, campaignsSent: 0 }));
      return row;
    };
    const add = (id: number, period: string, n: number) => {
      const row = of(id);
      row.byPeriod[period] = (row.byPeriod[period] ?? 0) + n;
      row.total += n;
    };
    for (const u of campaigns.users) {
      for (const [period, n] of Object.entries(u.emailsByPeriod)) add(u.userId, period, n);
      of(u.userId).campaignsSent = u.campaignsSent;
    }
    for (const r of gateway) add(r.user_id, r.period, r.n);
    for (const row of users.values()) row.byPeriod = Object.fromEntries(Object.entries(row.byPeriod).sort(([a], [b]) => a.localeCompare(b)));
    return users;
  }

  /** the user's product features as each owning service counts them (campaigns, journeys, gateway; lists and keys here) */
  async features(userId: number): Promise<UserFeatureCountsReply['features']> {
    const [campaigns, journeys, gateway, audience, keys] = await Promise.all([
      this.bus.query(Queries.CampaignsUserFeatures, { userId }, TIMEOUT_MS),
      this.bus.query(Queries.JourneysUserFeatures, { userId }, TIMEOUT_MS),
      this.bus.query(Queries.GatewayUserFeatures, { userId }, TIMEOUT_MS),
      this.audience([userId]),
      this.usage.apiKeyCount(userId),
    ]);
    const totals = audience.get(userId);
    return {
      ...campaigns.features,
      ...journeys.features,
      ...gateway.features,
      UserAPIKeys: { count: keys },
      Lists: { count: totals?.lists ?? 0 },
      Segments: { count: totals?.segments ?? 0 },
    };
  }
}
