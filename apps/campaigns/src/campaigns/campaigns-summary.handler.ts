import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type CampaignSummary, type CampaignsSummaryReply, type CampaignsSummaryRequest, Queries } from '@mail/contracts';

import { statisticsView } from '../statistics/campaign-statistics';
import { STATISTICS_DAYS_DEFAULT } from '../statistics/campaign-statistics.shape';
import { CampaignGetQuery } from './campaign-get/campaign-get.query';
import { CampaignsSummaryQuery } from './campaigns-summary.query';

/** at most this many campaigns are read with their figures in one ask (a client reads one at a time) */
const FIGURES_MAX = 50;

/**
 * Queries.CampaignsSummary: accounts' client-scoped reads ask which assigned campaigns still exist and are the
 * owner's; with `statistics`, each with Campaign.Get's figures (the default statistics window).
 */
@Controller()
export class CampaignsSummaryHandler {
  constructor(
    private readonly summaries: CampaignsSummaryQuery,
    private readonly campaign: CampaignGetQuery,
  ) {}

  @HandlesQuery(Queries.CampaignsSummary)
  async handle(request: CampaignsSummaryRequest): Promise<CampaignsSummaryReply> {
    if (!request.statistics) {
      const rows = await this.summaries.read(request.userId, request.campaignIds);
      return { campaigns: rows.map((r) => ({ CampaignID: Number(r.id), CampaignName: r.name, CampaignStatus: r.status })) };
    }
    const campaigns: CampaignSummary[] = [];
    for (const id of [...new Set(request.campaignIds)].sort((a, b) => a - b).slice(0, FIGURES_MAX)) {
      const read = await this.campaign.read(request.userId, id, { statisticsDays: STATISTICS_DAYS_DEFAULT, tags: false });
      if (!read) continue;
      const { totals, statistics } = statisticsView(read.figures, STATISTICS_DAYS_DEFAULT);
      campaigns.push({
        CampaignID: Number(read.campaign.id),
        CampaignName: read.campaign.name,
        CampaignStatus: read.campaign.status,
        TotalSent: totals.TotalSent,
        TotalOpened: totals.TotalOpens,
        TotalClicked: totals.TotalClicks,
        HardBounceRatio: totals.HardBounceRatio,
        SoftBounceRatio: totals.SoftBounceRatio,
        Statistics: { ...totals, ...statistics },
      });
    }
    return { campaigns };
  }
}
