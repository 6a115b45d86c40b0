import { Injectable } from '@nestjs/common';

import type { EmailGatewayAccountStatsReply, EmailGatewayAccountStatsRequest, GatewayRates } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayStatsRepository, NO_COUNTS, type PeriodCounts } from '../gateway-stats.repository';
import { periodOf, previousOf, rate } from '../stats-period';

/** rates of a period's counts: delivered and bounced of sent, opened and clicked of delivered (× 100, 2 decimals) */
const withRates = (c: PeriodCounts): PeriodCounts & GatewayRates => ({
  ...c,
  DeliveryRate: rate(c.Delivered, c.Sent),
  OpenRate: rate(c.Opened, c.Delivered),
  ClickRate: rate(c.Clicked, c.Delivered),
  BounceRate: rate(c.Bounced, c.Sent),
});

const sum = (all: PeriodCounts[]): PeriodCounts =>
  all.reduce(
    (t, c) => ({
      Sent: t.Sent + c.Sent,
      Delivered: t.Delivered + c.Delivered,
      Bounced: t.Bounced + c.Bounced,
      Opened: t.Opened + c.Opened,
      Clicked: t.Clicked + c.Clicked,
    }),
    { ...NO_COUNTS },
  );

/** EmailGateway.AccountStats: totals of the caller's (chosen) domains, the period before, and one row per domain. */
@Injectable()
export class EmailGatewayAccountStatsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly stats: GatewayStatsRepository,
  ) {}

  async run(userId: number, input: EmailGatewayAccountStatsRequest): Promise<EmailGatewayAccountStatsReply> {
    const owned = await this.domains.listOwned(userId);
    const chosen = input.domainids === undefined || String(input.domainids).trim() === '' ? undefined : idsOf(input.domainids);
    const rows = chosen ? owned.filter((d) => chosen.has(d.id)) : owned;
    const period = periodOf(input.startdate, input.enddate, 30);
    const scope = { userId, domainIds: rows.map((d) => d.id), from: period.from, to: period.to };
    const [now, before] = await Promise.all([this.stats.perDomain(scope), this.stats.perDomain({ ...scope, ...previousOf(period) })]);
    return {
      StartDate: `${period.startDate} 00:00:00`,
      EndDate: `${period.endDate} 23:59:59`,
      Totals: withRates(sum([...now.values()])),
      ComparisonTotals: withRates(sum([...before.values()])),
      PerDomain: rows
        .map((d) => ({ DomainID: d.id, SenderDomain: d.name, ...withRates(now.get(d.id) ?? { ...NO_COUNTS }) }))
        .sort((x, y) => y.Sent - x.Sent || x.DomainID - y.DomainID),
    };
  }
}

function idsOf(value: unknown): Set<number> {
  return new Set(
    String(value)
      .split(',')
      .map((s) => positiveId(s.trim()))
      .filter((id): id is number => id !== undefined),
  );
}
