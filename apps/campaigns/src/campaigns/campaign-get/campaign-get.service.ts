import { Injectable } from '@nestjs/common';

import { CommandError, isTrueParam, type CampaignGetReply, type CampaignGetRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { presentCampaign } from '../campaign.presenter';
import { CampaignRepository } from '../campaign.repository';
import { CampaignTagRepository } from '../campaign-tag.repository';
import { CampaignStatistics } from '../../statistics/campaign-statistics';
import { SplitTestStatistics } from '../../statistics/split-test.statistics';
import { campaignThroughput } from './campaign-throughput';

/**
 * Campaign.Get (reference notes 1.5): the campaign with Tags, Statistics and SplitABTestStatistics on request, its
 * auto-resend (AutoResendCampaign, `[]` when none) and the campaign it resends (ParentCampaign, omitted when none),
 * and its throughput.
 * An unknown campaign (or another user's) answers Success with `Campaign: []`, or code 3 with FailOnNotFound.
 */
@Injectable()
export class CampaignGetService {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly tags: CampaignTagRepository,
    private readonly statistics: CampaignStatistics,
    private readonly splitTest: SplitTestStatistics,
  ) {}

  async run(input: CampaignGetRequest, caller: Caller): Promise<CampaignGetReply> {
    const params = input;
    const row = await this.campaigns.findOwned(caller.userId, Number(params.campaignid));
    if (!row) {
      if (!isTrueParam(params.failonnotfound)) return { Campaign: [] };
      const message = 'Campaign not found';
      throw new CommandError(3, message, { extra: { ErrorMessage: message } });
    }
    const campaign = presentCampaign(row);
    if (isTrueParam(params.retrievestatistics)) {
      const { totals, statistics } = await this.statistics.detail(row.id, params.statisticsdays);
      // the vendor's campaign columns (UniqueOpens … TotalRevenue) beside the statistics blocks
      Object.assign(campaign, totals);
      campaign.Statistics = statistics;
    }
    if (isTrueParam(params.splitabteststatistics)) campaign.SplitABTestStatistics = await this.splitTest.of(row.id, row.ab_variations);
    if (isTrueParam(params.retrievetags)) campaign.Tags = (await this.tags.namesOf([row.id])).get(row.id) ?? [];
    const resend = await this.campaigns.resendOf(row.user_id, row.id);
    campaign.AutoResendCampaign = resend ? presentCampaign(resend) : [];
    const parent = row.parent_campaign_id ? await this.campaigns.findOwned(row.user_id, row.parent_campaign_id) : undefined;
    if (parent) campaign.ParentCampaign = presentCampaign(parent);
    return { Campaign: campaign, CampaignThroughput: campaignThroughput(await this.campaigns.sendSpan(row.id, row.current_run)) };
  }
}
