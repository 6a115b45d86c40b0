import { Injectable } from '@nestjs/common';

import { canonicalOf, LINK_CLICKS_GROUPS, type CampaignLinkclicksGetReply, type CampaignLinkclicksGetRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { EmailRepository } from '../../emails/email.repository';
import { CampaignReadsRepository, type ReadCampaign } from '../campaign-reads.repository';
import { pageOf } from '../read-failure';
import { ReadableCampaign } from '../readable-campaign';
import { linkTitles } from './link-titles';

/**
 * campaign.linkclicks.get: human clicks (bots left out, as the campaign's statistics) per link from the per-link
 * counters, or per subscriber and list from the click events, most clicks first and paged.
 */
@Injectable()
export class CampaignLinkclicksGetService {
  constructor(
    private readonly campaigns: ReadableCampaign,
    private readonly reads: CampaignReadsRepository,
    private readonly emails: EmailRepository,
  ) {}

  async run(caller: Caller, input: CampaignLinkclicksGetRequest): Promise<CampaignLinkclicksGetReply> {
    const campaign = await this.campaigns.of(caller, input.campaignid);
    const { offset, limit } = pageOf(input.recordsfrom, input.recordsperrequest);
    const head = { CampaignID: campaign.id };
    if (canonicalOf(LINK_CLICKS_GROUPS, input.groupby) === 'Subscribers') {
      const rows = await this.reads.subscriberClicks(campaign.id, limit, offset);
      return {
        ...head,
        GroupBy: 'Subscribers',
        TotalRecords: rows[0]?.total ?? (await this.reads.subscriberClicksTotal(campaign.id)),
        Subscribers: rows.map((r) => ({ SubscriberID: r.subscriber_id, ListID: r.list_id, EmailAddress: r.email_address, TotalClicks: r.n })),
      };
    }
    const [rows, titles] = await Promise.all([this.reads.linkClicks(campaign.id, limit, offset), this.titlesOf(campaign)]);
    return {
      ...head,
      GroupBy: 'Links',
      TotalRecords: rows[0]?.total ?? (await this.reads.linkClicksTotal(campaign.id)),
      Links: rows.map((r) => ({ LinkTitle: titles.get(r.url) ?? '', LinkURL: r.url, TotalClicks: r.n })),
    };
  }

  /** the anchor texts of the campaign's emails (its own and its A/B variations') */
  private async titlesOf(campaign: ReadCampaign): Promise<Map<string, string>> {
    const ids = [...new Set([campaign.email_id ?? 0, ...(campaign.ab_variations ?? []).map((v) => v.emailId)].filter((id) => id > 0))];
    const emails = await Promise.all(ids.map((id) => this.emails.findOwned(campaign.user_id, id)));
    const titles = new Map<string, string>();
    for (const email of emails) for (const [url, title] of linkTitles(email?.html_content ?? '')) if (!titles.get(url)) titles.set(url, title);
    return titles;
  }
}
