import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { invalid, limitOf } from '../../common/params';
import { parseAnyDate } from '../../common/time';
import { campaignEventCursorOf, nextEventCursor } from '../event-cursor';
import { eventParam } from '../event-list';
import { ReportRepository } from '../report.repository';

/** smscampaign.events: the stored events (bot clicks included, IsBot tells), paged on (EventTime, EventID). */
@Injectable()
export class EventsBrowseService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const c = await this.campaigns.of(req);
    const p = req.params;
    const event = eventParam(p.event, 3);
    const limit = limitOf(p.limit, 4);
    const subscriberText = paramText(p.subscriberid);
    if (subscriberText && !/^\d{1,15}$/.test(subscriberText)) throw invalid(5, 'SubscriberID must be an integer');
    const after = await campaignEventCursorOf(this.reports, c.id, p, 6);
    const date = (name: 'from' | 'to') => {
      const text = paramText(p[name]);
      if (!text) return undefined;
      const parsed = parseAnyDate(text);
      if (!parsed) throw invalid(11, `${name === 'from' ? 'From' : 'To'} is not a date`);
      return parsed;
    };
    const rows = await this.reports.events({
      campaignId: c.id,
      events: event ? [event] : undefined,
      from: date('from'),
      to: date('to'),
      subscriberId: subscriberText ? Number(subscriberText) : undefined,
      includeBots: true,
      after,
      limit,
    });
    return {
      Event: event ?? null,
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
