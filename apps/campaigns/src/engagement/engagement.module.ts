import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { CampaignConversionConsumer } from './conversions/campaign-conversion.consumer';
import { EngagementTrackHandler } from './engagement-track.handler';
import { EngagementTrackService } from './engagement-track.service';
import { TrackingRecorder } from './tracking-recorder';
import { WebView } from './web-view';
import { WebViewPersonalisation } from './web-view-personalisation';

/** Engagement of campaign mail: opens, clicks, web views, unsubscribes and the conversions attributed to them. */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [EngagementTrackHandler],
  providers: [EngagementTrackService, TrackingRecorder, WebView, WebViewPersonalisation, CampaignConversionConsumer],
})
export class EngagementModule {}
