import { Injectable } from '@nestjs/common';

import type { SmsLinkClicksReply, SmsLinkClicksRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { includeBotsOf, limitOf } from '../../common/params';
import { campaignEventCursorOf, nextEventCursor } from '../event-cursor';
import { ReportRepository } from '../report.repository';

/** smscampaign.linkclicks: clicks per link, and each click (device, browser, OS, bot flag) paged like the events. */
@Injectable()
export class SmsCampaignLinkClicksService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(input: SmsLinkClicksRequest, caller: Caller): Promise<SmsLinkClicksReply> {
    const c = await this.campaigns.of(caller, input);
    const includeBots = includeBotsOf(input.includebots);
    const limit = limitOf(input.limit, 3);
    const after = await campaignEventCursorOf(this.reports, c.id, input, 4);
    const [links, rows] = await Promise.all([
      this.reports.linkTotals(c.id, includeBots),
      this.reports.events({ campaignId: c.id, events: ['clicked'], includeBots, after, limit }),
    ]);
    return {
      ExcludesBots: !includeBots,
      Limit: limit,
      Links: links.map((l) => ({ URL: l.url, TotalClicks: Number(l.clicks), UniqueClicks: Number(l.unique) })),
      Clicks: rows.slice(0, limit).map((r) => ({
        EventID: r.eventId,
        ClickedAt: r.eventTime,
        QueueID: r.messageId === null ? null : Number(r.messageId),
        SubscriberID: r.subscriberId === null ? null : Number(r.subscriberId),
        URL: r.url,
        DeviceType: r.deviceType,
        Browser: r.browser,
        OS: r.os,
        IsBot: r.isBot ? 1 : 0,
      })),
      NextCursor: nextEventCursor(rows, limit),
    };
  }
}
