import { Injectable } from '@nestjs/common';

import { CommandError, isTrueParam, type CampaignGetReply, type CampaignGetRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { presentCampaign } from '../campaign.presenter';
import { statisticsView } from '../../statistics/campaign-statistics';
import { statisticsDays } from '../../statistics/statistics.assembly';
import { SplitTestStatistics } from '../../statistics/split-test.statistics';
import { campaignThroughput } from './campaign-throughput';
import { CampaignGetQuery } from './campaign-get.query';

/**
 * Campaign.Get (reference notes 1.5): the campaign with Tags, Statistics and SplitABTestStatistics on request, its
 * auto-resend (AutoResendCampaign, `[]` when none) and the campaign it resends (ParentCampaign, omitted when none),
 * and its throughput. All but SplitABTestStatistics come from one statement (CampaignGetQuery).
 * An unknown campaign (or another user's) answers Success with `Campaign: []`, or code 3 with FailOnNotFound.
 */
@Injectable()
export class CampaignGetService {
  constructor(
    private readonly query: CampaignGetQuery,
    private readonly splitTest: SplitTestStatistics,
  ) {}

  async run(input: CampaignGetRequest, caller: Caller): Promise<CampaignGetReply> {
    const params = input;
    const days = isTrueParam(params.retrievestatistics) ? statisticsDays(params.statisticsdays) : undefined;
    const read = await this.query.read(caller.userId, Number(params.campaignid), { statisticsDays: days, tags: isTrueParam(params.retrievetags) });
    if (!read) {
      if (!isTrueParam(params.failonnotfound)) return { Campaign: [] };
      const message = 'Campaign not found';
      throw new CommandError(3, message, { extra: { ErrorMessage: message } });
    }
    const row = read.campaign;
    const campaign = presentCampaign(row);
    if (days !== undefined) {
      const { totals, statistics } = statisticsView(read.figures, days);
      // the vendor's campaign columns (UniqueOpens … TotalRevenue) beside the statistics blocks
      Object.assign(campaign, totals);
      campaign.Statistics = statistics;
    }
    if (isTrueParam(params.splitabteststatistics)) campaign.SplitABTestStatistics = await this.splitTest.of(row.id, row.ab_variations);
    if (read.tags) campaign.Tags = read.tags;
    campaign.AutoResendCampaign = read.resend ? presentCampaign(read.resend) : [];
    if (read.parent) campaign.ParentCampaign = presentCampaign(read.parent);
    return { Campaign: campaign, CampaignThroughput: campaignThroughput(read.span) };
  }
}
