import { Injectable } from '@nestjs/common';

import type { SmsEventsBrowseReply, SmsEventsBrowseRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { limitOf } from '../../common/params';
import { campaignEventCursorOf, nextEventCursor } from '../event-cursor';
import { eventFiltersOf } from '../event-filters';
import { ReportRepository } from '../report.repository';

/** smscampaign.events: the stored events (bot clicks included, IsBot tells), paged on (EventTime, EventID). */
@Injectable()
export class SmsCampaignEventsService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(input: SmsEventsBrowseRequest, caller: Caller): Promise<SmsEventsBrowseReply> {
    const c = await this.campaigns.of(caller, input);
    const p = input;
    const filters = eventFiltersOf(p, { event: 3, subscriberId: 5, date: 11 });
    const limit = limitOf(p.limit, 4);
    const after = await campaignEventCursorOf(this.reports, c.id, p, 6);
    const rows = await this.reports.events({
      campaignId: c.id,
      events: filters.event ? [filters.event] : undefined,
      from: filters.from,
      to: filters.to,
      subscriberId: filters.subscriberId,
      includeBots: true,
      after,
      limit,
    });
    return {
      Event: filters.event ?? null,
      Limit: limit,
      Events: rows.slice(0, limit).map((r) => ({
        EventTime: r.eventTime,
        EventID: r.eventId,
        Event: r.event,
        Source: r.source,
        SubscriberID: r.subscriberId === null ? null : Number(r.subscriberId),
        URL: r.url,
        IsBot: r.isBot ? 1 : 0,
      })),
      NextCursor: nextEventCursor(rows, limit),
    };
  }
}
