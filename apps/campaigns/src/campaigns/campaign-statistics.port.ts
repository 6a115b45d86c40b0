import { Injectable } from '@nestjs/common';

import type { CampaignRow } from './campaign.row';
import { bounceRatio } from './campaign.presenter';

/**
 * The seam for Campaign.Get's and Campaigns.Get's `Statistics`: one object per campaign, keyed by campaign id.
 * The statistics slice's reader (OpenStatistics, ClickStatistics, … from the tracking events) is bound to this
 * token; until it is, CampaignRowCounters answers with the counters recorded on the campaign row and nothing
 * more, so no figure is ever made up.
 */
export abstract class CampaignStatisticsPort {
  abstract statisticsOf(campaigns: CampaignRow[], days: number): Promise<Map<number, Record<string, unknown>>>;
}

@Injectable()
export class CampaignRowCounters extends CampaignStatisticsPort {
  statisticsOf(campaigns: CampaignRow[]): Promise<Map<number, Record<string, unknown>>> {
    return Promise.resolve(
      new Map(
        campaigns.map((c) => [
          c.id,
          {
            TotalRecipients: c.total_recipients,
            TotalSent: c.total_sent,
            TotalFailed: c.total_failed,
            TotalHardBounces: c.total_hard_bounces,
            TotalSoftBounces: c.total_soft_bounces,
            HardBounceRatio: bounceRatio(c.total_hard_bounces, c.total_sent),
            SoftBounceRatio: bounceRatio(c.total_soft_bounces, c.total_sent),
          },
        ]),
      ),
    );
  }
}
