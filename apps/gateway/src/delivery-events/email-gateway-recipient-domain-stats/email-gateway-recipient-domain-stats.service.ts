import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayRecipientDomainStatsReply, type EmailGatewayRecipientDomainStatsRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { DELIVERY_BUCKETS, GatewayStatsRepository } from '../gateway-stats.repository';
import { periodOf, rate } from '../stats-period';

/** EmailGateway.RecipientDomainStats: deliveries (Sent) and bounces (Failed) to one recipient domain, with their times. */
@Injectable()
export class EmailGatewayRecipientDomainStatsService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly stats: GatewayStatsRepository,
  ) {}

  async run(userId: number, input: EmailGatewayRecipientDomainStatsRequest): Promise<EmailGatewayRecipientDomainStatsReply> {
    const recipientDomain = String(input.recipienttodomain).trim().replace(/^.*@/, '');
    if (!recipientDomain) throw new CommandError(1, 'Missing RecipientToDomain');
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const period = periodOf(input.startdate, input.enddate, 28);
    const rows = await this.stats.deliveryTimes({ userId, domainIds: [domain.id], from: period.from, to: period.to }, recipientDomain);
    const status = (event: string) => (event === 'delivery' ? 'Sent' : 'Failed');
    return {
      SummaryStats: rows.map((r) => ({
        Status: status(r.event),
        TotalEmails: r.total,
        AvgDeliverySeconds: Math.round((r.avg_sec ?? 0) * 100) / 100,
        MinDeliverySeconds: r.min_sec ?? 0,
        MaxDeliverySeconds: r.max_sec ?? 0,
      })),
      DeliverySpeedHistogram: Object.fromEntries(
        rows.map((r) => [
          status(r.event),
          DELIVERY_BUCKETS.map(([label], i) => ({ DeliveryBucket: label, EmailCount: r.buckets[i], Percentage: rate(r.buckets[i], r.total) })),
        ]),
      ),
    };
  }
}
