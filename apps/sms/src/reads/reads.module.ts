import { Module } from '@nestjs/common';

import { SmsCommonModule } from '../common/sms-common.module';
import { SmsCampaignEventsHandler } from './smscampaign-events-browse/smscampaign-events-browse.handler';
import { SmsCampaignEventsService } from './smscampaign-events-browse/smscampaign-events-browse.service';
import { SmsCampaignLinkClicksHandler } from './smscampaign-linkclicks/smscampaign-linkclicks.handler';
import { SmsCampaignLinkClicksService } from './smscampaign-linkclicks/smscampaign-linkclicks.service';
import { SmsCampaignRecipientsHandler } from './smscampaign-recipients-browse/smscampaign-recipients-browse.handler';
import { SmsCampaignRecipientsService } from './smscampaign-recipients-browse/smscampaign-recipients-browse.service';
import { SmsCampaignRepliesHandler } from './smscampaign-replies-browse/smscampaign-replies-browse.handler';
import { SmsCampaignRepliesService } from './smscampaign-replies-browse/smscampaign-replies-browse.service';
import { SmsCampaignStatsHandler } from './smscampaign-stats/smscampaign-stats.handler';
import { SmsCampaignStatsService } from './smscampaign-stats/smscampaign-stats.service';
import { SmsCampaignBreakdownHandler } from './smscampaign-stats-breakdown/smscampaign-stats-breakdown.handler';
import { SmsCampaignBreakdownService } from './smscampaign-stats-breakdown/smscampaign-stats-breakdown.service';
import { SeriesCache } from './smscampaign-stats-timeseries/series-cache';
import { SmsCampaignTimeseriesHandler } from './smscampaign-stats-timeseries/smscampaign-stats-timeseries.handler';
import { SmsCampaignTimeseriesService } from './smscampaign-stats-timeseries/smscampaign-stats-timeseries.service';

/** The reports of a campaign: stats, series, breakdown, recipients, events, replies and link clicks. */
@Module({
  imports: [SmsCommonModule],
  controllers: [
    SmsCampaignStatsHandler,
    SmsCampaignTimeseriesHandler,
    SmsCampaignBreakdownHandler,
    SmsCampaignRecipientsHandler,
    SmsCampaignEventsHandler,
    SmsCampaignRepliesHandler,
    SmsCampaignLinkClicksHandler,
  ],
  providers: [
    SeriesCache,
    SmsCampaignStatsService,
    SmsCampaignTimeseriesService,
    SmsCampaignBreakdownService,
    SmsCampaignRecipientsService,
    SmsCampaignEventsService,
    SmsCampaignRepliesService,
    SmsCampaignLinkClicksService,
  ],
})
export class ReadsModule {}
