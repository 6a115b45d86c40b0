import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { presentCounters, ZERO_COUNTERS } from '../../rollup/counters';

/** smscampaign.stats: the counters the roll-up keeps on the campaign record (bots left out), rates and funnel. */
@Injectable()
export class StatsService {
  constructor(private readonly campaigns: OwnedCampaign) {}

  async run(req: BusRequest): Promise<object> {
    const c = await this.campaigns.of(req);
    return {
      SMSCampaignID: c.id,
      Status: c.status,
      DetailExpired: c.detailExpiredAt !== null,
      DetailExpiredAt: c.detailExpiredAt,
      ...presentCounters(c.counters ?? ZERO_COUNTERS, c.countersUpdatedAt),
    };
  }
}
