import { Injectable } from '@nestjs/common';

import type { CampaignStatisticsView, CampaignTotals } from './campaign-statistics.shape';
import { campaignTotals, dayWindow, statisticsBlock, statisticsDays } from './statistics.assembly';
import type { CampaignFigures } from './campaign-figures.types';
import { StatisticsRepository } from './statistics.repository';

/**
 * The figures of Campaign.Get / Campaigns.Get with RetrieveStatistics, from counters kept as things are recorded:
 * the campaign's event counters (event-tally.ts, kept with each tracking_event write), and the sent and bounced counts
 * the settle statement and the bounce recorder keep on the campaign (reading them never scans recipients or events).
 */
@Injectable()
export class CampaignStatistics {
  constructor(private readonly repository: StatisticsRepository) {}

  /** campaign-level figures of many campaigns at once (campaign lists) */
  async totals(campaignIds: number[]): Promise<Map<number, CampaignTotals>> {
    const [kinds, recipients] = await Promise.all([this.repository.kindCounts(campaignIds), this.repository.recipientCounts(campaignIds)]);
    return new Map(
      campaignIds.map((id) => [
        id,
        campaignTotals(
          kinds.filter((k) => k.campaignId === id),
          recipients.find((r) => r.campaignId === id),
        ),
      ]),
    );
  }

  /** everything about one campaign; the per-day figures cover `days` days (StatisticsDays) from its send */
  async detail(campaignId: number, days?: unknown): Promise<CampaignStatisticsView> {
    const length = statisticsDays(days);
    return statisticsView(await this.repository.campaignFigures(campaignId, length), length);
  }
}

/** the statistics of one campaign from its figures (read for a window of `length` days), the window never past today */
export function statisticsView(figures: CampaignFigures | undefined, length: number): CampaignStatisticsView {
  const now = new Date();
  const window = dayWindow(figures?.start ?? now, length, now);
  const kinds = figures?.kinds ?? [];
  const totals = campaignTotals(kinds, figures?.recipients);
  return { totals, statistics: statisticsBlock(totals, kinds, window, figures?.days ?? [], figures?.links ?? []) };
}
