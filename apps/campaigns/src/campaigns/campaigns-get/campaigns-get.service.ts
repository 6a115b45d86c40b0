import { Injectable } from '@nestjs/common';

import {
  CampaignStatusAliases,
  CampaignStatuses,
  canonicalOf,
  countOf,
  isPositiveId,
  isPresent,
  isTrueParam,
  listOf,
  type CampaignsGetReply,
  type CampaignsGetRequest,
} from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { presentCampaign } from '../campaign.presenter';
import { CampaignStatistics } from '../../statistics/campaign-statistics';
import { CampaignTagRepository } from '../campaign-tag.repository';
import { CampaignBrowseQuery } from './campaign-browse.query';
import { campaignOrder } from './campaign-order';

/** The Tags filter: the spec's tag ids, and (an extension, since replies show tags by name) tag names. */
function tagFilter(value: unknown): { ids: number[]; names: string[] } {
  const entries = listOf(value);
  return { ids: entries.filter(isPositiveId).map(Number), names: entries.filter((e) => !isPositiveId(e)) };
}

/**
 * Campaigns.Get: the caller's campaigns, filtered (CampaignStatus, SearchKeyword, Tags), ordered and paged
 * (RecordsPerRequest 0 = all), each as Campaign.Get presents it, with TotalCampaigns counting every match.
 * Bad filter, order or paging values fall back to the defaults. RetrieveStatistics defaults to true. Campaigns that
 * resend another (auto-resends) are listed only with Include_AutoResend.
 */
@Injectable()
export class CampaignsGetService {
  constructor(
    private readonly browse: CampaignBrowseQuery,
    private readonly tags: CampaignTagRepository,
    private readonly statistics: CampaignStatistics,
  ) {}

  async run(input: CampaignsGetRequest, caller: Caller): Promise<CampaignsGetReply> {
    const p = input;
    const { rows, total } = await this.browse.run({
      userId: caller.userId,
      status: canonicalOf(CampaignStatuses, p.campaignstatus, CampaignStatusAliases),
      keyword: isPresent(p.searchkeyword) ? String(p.searchkeyword).trim() : undefined,
      includeResends: isTrueParam(p.include_autoresend),
      tags: tagFilter(p.tags),
      order: campaignOrder(p.orderfield, p.ordertype),
      limit: Math.min(countOf(p.recordsperrequest) ?? 0, 10_000),
      offset: countOf(p.recordsfrom) ?? 0,
    });
    const campaigns = rows.map(presentCampaign);
    const ids = rows.map((r) => r.id);
    if (!isPresent(p.retrievestatistics) || isTrueParam(p.retrievestatistics)) {
      const stats = await this.statistics.totals(ids);
      campaigns.forEach((c, i) => (c.Statistics = stats.get(ids[i]) ?? {}));
    }
    if (isTrueParam(p.retrievetags)) {
      const names = await this.tags.namesOf(ids);
      campaigns.forEach((c, i) => (c.Tags = names.get(ids[i]) ?? []));
    }
    return { Campaigns: campaigns, TotalCampaigns: total };
  }
}
