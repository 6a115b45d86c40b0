import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayListRecipientDomainsReply, type EmailGatewayListRecipientDomainsRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayStatsRepository } from '../gateway-stats.repository';
import { periodOf } from '../stats-period';

const round2 = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/** EmailGateway.ListRecipientDomains: the recipient domains of one of the caller's domains, most delivered first. */
@Injectable()
export class EmailGatewayListRecipientDomainsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly stats: GatewayStatsRepository,
  ) {}

  async run(userId: number, input: EmailGatewayListRecipientDomainsRequest): Promise<EmailGatewayListRecipientDomainsReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const period = periodOf(input.startdate, input.enddate, 30);
    const asked = Number.parseInt(String(input.limit ?? ''), 10);
    const limit = Number.isFinite(asked) ? Math.min(1000, Math.max(1, asked)) : 50;
    const rows = await this.stats.recipientDomains({ userId, domainIds: [domain.id], from: period.from, to: period.to }, limit);
    return {
      StartDate: period.startDate,
      EndDate: period.endDate,
      Limit: limit,
      RecipientDomains: rows.map((r) => ({
        Domain: r.domain,
        Sent: r.sent,
        Failed: r.failed,
        Sending: Math.max(0, r.accepted - r.sent - r.failed),
        AvgDeliverySec: round2(r.avg_sec),
        MinDeliverySec: r.min_sec,
        MaxDeliverySec: round2(r.max_sec),
      })),
    };
  }
}
