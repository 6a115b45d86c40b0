import { Injectable } from '@nestjs/common';

import type { CampaignStatisticsView, CampaignTotals } from './campaign-statistics.shape';
import { campaignTotals, dayWindow, statisticsBlock, statisticsDays } from './statistics.assembly';
import { StatisticsRepository } from './statistics.repository';

/**
 * The figures of Campaign.Get / Campaigns.Get with RetrieveStatistics, computed from what was recorded: tracking_event,
 * and the sent and bounced counts the settle statement and the bounce recorder keep on the campaign as they record
 * each batch and bounce (reading them never scans the recipients).
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
    const now = new Date();
    const start = (await this.repository.windowStart(campaignId)) ?? now;
    const window = dayWindow(start, statisticsDays(days), now);
    const from = new Date(`${window[0] ?? now.toISOString().slice(0, 10)}T00:00:00Z`);
    const to = new Date(from.getTime() + window.length * 86_400_000);
    const [kinds, recipients, dayCounts, links] = await Promise.all([
      this.repository.kindCounts([campaignId]),
      this.repository.recipientCounts([campaignId]),
      this.repository.dayCounts(campaignId, from, to),
      this.repository.linkCounts(campaignId),
    ]);
    const totals = campaignTotals(kinds, recipients[0]);
    return { totals, statistics: statisticsBlock(totals, kinds, window, dayCounts, links) };
  }
}
