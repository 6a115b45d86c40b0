import { Module } from '@nestjs/common';

import { ListsCommonModule } from '../common/lists-common.module';
import { ListsStatsHandler } from './lists-stats/lists-stats.handler';
import { ListsStatsService } from './lists-stats/lists-stats.service';
import { ListAnalyticsRepository } from './list-analytics.repository';
import { AnalyticsListGuard } from './analytics-params';
import { AnalyticsCache } from './analytics-cache';
import { ListGetActivitySeriesHandler } from './list-get-activity-series/list-get-activity-series.handler';
import { ListGetActivitySeriesService } from './list-get-activity-series/list-get-activity-series.service';
import { ListGetSubscriberStatusBreakdownHandler } from './list-get-subscriber-status-breakdown/list-get-subscriber-status-breakdown.handler';
import { ListGetSubscriberStatusBreakdownService } from './list-get-subscriber-status-breakdown/list-get-subscriber-status-breakdown.service';
import { ListGetBounceTrendHandler } from './list-get-bounce-trend/list-get-bounce-trend.handler';
import { ListGetBounceTrendService } from './list-get-bounce-trend/list-get-bounce-trend.service';
import { ListGetEngagementTiersHandler } from './list-get-engagement-tiers/list-get-engagement-tiers.handler';
import { ListGetEngagementTiersService } from './list-get-engagement-tiers/list-get-engagement-tiers.service';
import { ListGetSendTimeHeatmapHandler } from './list-get-send-time-heatmap/list-get-send-time-heatmap.handler';
import { ListGetSendTimeHeatmapService } from './list-get-send-time-heatmap/list-get-send-time-heatmap.service';
import { ListGetTenureDistributionHandler } from './list-get-tenure-distribution/list-get-tenure-distribution.handler';
import { ListGetTenureDistributionService } from './list-get-tenure-distribution/list-get-tenure-distribution.service';
import { ListGetEspBreakdownHandler } from './list-get-esp-breakdown/list-get-esp-breakdown.handler';
import { ListGetEspBreakdownService } from './list-get-esp-breakdown/list-get-esp-breakdown.service';
import { ListGetCtrRetentionMatrixHandler } from './list-get-ctr-retention-matrix/list-get-ctr-retention-matrix.handler';
import { ListGetCtrRetentionMatrixService } from './list-get-ctr-retention-matrix/list-get-ctr-retention-matrix.service';
import { ListGetSourceBreakdownHandler } from './list-get-source-breakdown/list-get-source-breakdown.handler';
import { ListGetSourceBreakdownService } from './list-get-source-breakdown/list-get-source-breakdown.service';

/** list-analytics: its commands over the service's common module (kit, config, shared repositories). */
@Module({
  imports: [ListsCommonModule],
  controllers: [
    ListGetSourceBreakdownHandler,
    ListGetCtrRetentionMatrixHandler,
    ListGetEspBreakdownHandler,
    ListGetTenureDistributionHandler,
    ListGetSendTimeHeatmapHandler,
    ListGetEngagementTiersHandler,
    ListGetBounceTrendHandler,
    ListGetSubscriberStatusBreakdownHandler,
    ListGetActivitySeriesHandler,
    ListsStatsHandler,
  ],
  providers: [
    ListGetSourceBreakdownService,
    ListGetCtrRetentionMatrixService,
    ListGetEspBreakdownService,
    ListGetTenureDistributionService,
    ListGetSendTimeHeatmapService,
    ListGetEngagementTiersService,
    ListGetBounceTrendService,
    ListGetSubscriberStatusBreakdownService,
    ListGetActivitySeriesService,
    ListsStatsService,
    ListAnalyticsRepository,
    AnalyticsListGuard,
    AnalyticsCache,
  ],
})
export class ListAnalyticsModule {}
