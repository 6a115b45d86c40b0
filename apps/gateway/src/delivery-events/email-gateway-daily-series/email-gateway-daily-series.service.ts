import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayDailySeriesReply, type EmailGatewayDailySeriesRequest, isPresent } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayStatsRepository } from '../gateway-stats.repository';
import { periodOf } from '../stats-period';

/** EmailGateway.DailySeries: per UTC day, Sent by the day a message was queued, the rest by the day it happened. */
@Injectable()
export class EmailGatewayDailySeriesService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly stats: GatewayStatsRepository,
  ) {}

  async run(userId: number, input: EmailGatewayDailySeriesRequest): Promise<EmailGatewayDailySeriesReply> {
    let domainIds: number[];
    if (isPresent(input.domainid) && String(input.domainid).trim() !== '0') {
      const id = positiveId(input.domainid);
      if (id === undefined || !(await this.domains.findOwned(userId, id))) throw new CommandError(2, 'Domain could not be retrieved');
      domainIds = [id];
    } else domainIds = (await this.domains.listOwned(userId)).map((d) => d.id);
    const period = periodOf(input.startdate, input.enddate, 30);
    const days = await this.stats.daily({ userId, domainIds, from: period.from, to: period.to });
    return { Series: Object.fromEntries(days.map((d) => [d.day, { Sent: d.sent, Bounced: d.bounced, Opened: d.opened, Clicked: d.clicked }])) };
  }
}
