import { Injectable } from '@nestjs/common';

import type { SmsCampaignStatsReply, SmsCampaignStatsRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { presentCounters, ZERO_COUNTERS } from '../../rollup/counters';

/** smscampaign.stats: the counters the roll-up keeps on the campaign record (bots left out), rates and funnel. */
@Injectable()
export class SmsCampaignStatsService {
  constructor(private readonly campaigns: OwnedCampaign) {}

  async run(input: SmsCampaignStatsRequest, caller: Caller): Promise<SmsCampaignStatsReply> {
    const c = await this.campaigns.of(caller, input);
    return {
      SMSCampaignID: c.id,
      Status: c.status,
      DetailExpired: c.detailExpiredAt !== null,
      DetailExpiredAt: c.detailExpiredAt,
      ...presentCounters(c.counters ?? ZERO_COUNTERS, c.countersUpdatedAt),
    };
  }
}
