import { Injectable } from '@nestjs/common';

import { JsonText, NotModified } from '@mail/bus';
import type { SmsStatsTimeseriesReply, SmsStatsTimeseriesRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { includeBotsOf, invalid } from '../../common/params';
import { eventsParam } from '../event-list';
import { ReportRepository } from '../report.repository';
import { SeriesCache } from './series-cache';

/**
 * smscampaign.stats.timeseries: per bucket and event type, `Events` (distinct events) and `Messages` (distinct
 * provider message ids: 0 for queued and skipped, which have none). Hourly from the hourly pre-aggregate (bots left out unless
 * IncludeBots=1); daily from the pre-aggregate, which has no bot flag (ExcludesBots false). The answer is JSON text,
 * built once per roll-up (SeriesCache) and passed through the bus and the edge without being parsed again. Its etag is
 * the cache key (campaign, counters version, parameters: the text is a function of them), so a caller keeping the
 * answer (the edge) gets NotModified instead of the text again while no roll-up has changed it — after the ownership
 * check, like any answer.
 */
@Injectable()
export class SmsCampaignTimeseriesService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
    private readonly cache: SeriesCache,
  ) {}

  async run(input: SmsStatsTimeseriesRequest, caller: Caller): Promise<JsonText<SmsStatsTimeseriesReply> | NotModified> {
    const c = await this.campaigns.of(caller, input);
    const granularity = (paramText(input.granularity) || 'hour').toLowerCase();
    if (granularity !== 'hour' && granularity !== 'day') throw invalid(3, "Granularity must be 'hour' or 'day'");
    const events = eventsParam(input.events, 4);
    const includeBots = includeBotsOf(input.includebots);
    const key = SeriesCache.key(c.id, c.countersVersion, granularity, events, includeBots);
    if (caller.request.ifNoneMatch === key) return new NotModified(key);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const series = granularity === 'day' ? await this.reports.dailySeriesJson(c.id, events) : await this.reports.hourlySeriesJson(c.id, events, includeBots);
    const head = JSON.stringify({
      Granularity: granularity,
      Events: events,
      ExcludesBots: granularity === 'hour' && !includeBots,
      MessagesOnlyMeaningfulForOutcomes: true,
    });
    const reply = new JsonText<SmsStatsTimeseriesReply>(`${head.slice(0, -1)},"Series":[${series}]}`, key);
    this.cache.set(key, reply);
    return reply;
  }
}
