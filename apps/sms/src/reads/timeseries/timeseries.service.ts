import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { includeBotsOf, invalid } from '../../common/params';
import { eventsParam } from '../event-list';
import { ReportRepository } from '../report.repository';

/**
 * smscampaign.stats.timeseries: per bucket and event type, `Events` (distinct events) and `Messages` (distinct
 * provider message ids: 0 for queued and skipped, which have none). Hourly from the hourly pre-aggregate (bots left out unless
 * IncludeBots=1); daily from the pre-aggregate, which has no bot flag (ExcludesBots false).
 */
@Injectable()
export class TimeseriesService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const c = await this.campaigns.of(req);
    const granularity = (paramText(req.params.granularity) || 'hour').toLowerCase();
    if (granularity !== 'hour' && granularity !== 'day') throw invalid(3, "Granularity must be 'hour' or 'day'");
    const events = eventsParam(req.params.events, 4);
    const includeBots = includeBotsOf(req.params.includebots);
    const rows = granularity === 'day' ? await this.reports.dailySeries(c.id, events) : await this.reports.hourlySeries(c.id, events, includeBots);
    return {
      Granularity: granularity,
      Events: events,
      ExcludesBots: granularity === 'hour' && !includeBots,
      MessagesOnlyMeaningfulForOutcomes: true,
      Series: rows.map((r) => ({ Bucket: r.bucket, Event: r.event, Events: r.events, Messages: r.messages })),
    };
  }
}
