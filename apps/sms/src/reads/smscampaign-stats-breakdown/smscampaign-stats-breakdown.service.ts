import { Injectable } from '@nestjs/common';

import type { SmsStatsBreakdownReply, SmsStatsBreakdownRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { includeBotsOf, invalid, limitOf } from '../../common/params';
import { SMS_EVENT_TYPES } from '../../provider-events/event-types';
import { eventParam } from '../event-list';
import { DIMENSIONS, ReportRepository } from '../report.repository';

/** smscampaign.stats.breakdown: events grouped by one dimension, most first, at most Limit groups. */
@Injectable()
export class SmsCampaignBreakdownService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(input: SmsStatsBreakdownRequest, caller: Caller): Promise<SmsStatsBreakdownReply> {
    const c = await this.campaigns.of(caller, input);
    const dimension = paramText(input.dimension).toLowerCase();
    if (!dimension) throw invalid(3, 'Missing Dimension');
    if (!DIMENSIONS.has(dimension)) throw invalid(4, `Dimension must be one of ${[...DIMENSIONS.keys()].join(', ')}`);
    const event = eventParam(input.event, 5);
    const limit = limitOf(input.limit, 6);
    const includeBots = includeBotsOf(input.includebots);
    const rows = await this.reports.breakdown(c.id, dimension, event ? [event] : [...SMS_EVENT_TYPES], includeBots, limit);
    return {
      Dimension: dimension,
      Event: event ?? null,
      ExcludesBots: !includeBots,
      Limit: limit,
      Breakdown: rows.map((r) => ({ Dimension: r.bucket, Events: r.events, Messages: r.messages })),
    };
  }
}
