import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayDomainStatsReply, type EmailGatewayDomainStatsRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayStatsRepository, NO_COUNTS } from '../gateway-stats.repository';
import { periodOf, previousOf } from '../stats-period';

/** EmailGateway.DomainStats: one domain's counts for the period, the period before, and per tag; 2 not the caller's. */
@Injectable()
export class EmailGatewayDomainStatsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly stats: GatewayStatsRepository,
  ) {}

  async run(userId: number, input: EmailGatewayDomainStatsRequest): Promise<EmailGatewayDomainStatsReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const period = periodOf(input.startdate, input.enddate, 28);
    const scope = { userId, domainIds: [domain.id], from: period.from, to: period.to };
    const [now, before, tags] = await Promise.all([
      this.stats.perDomain(scope),
      this.stats.perDomain({ ...scope, ...previousOf(period) }),
      this.stats.perTag(scope),
    ]);
    return {
      StartDate: period.startDate,
      EndDate: period.endDate,
      Stats: now.get(domain.id) ?? { ...NO_COUNTS },
      ComparisonStats: { PreviousPeriod: before.get(domain.id) ?? { ...NO_COUNTS } },
      TagStats: Object.fromEntries(tags.map((t) => [t.tag, { Sent: t.sent, Delivered: t.delivered }])),
    };
  }
}
