import { Module } from '@nestjs/common';

import { CampaignsCommonModule } from '../common/campaigns-common.module';
import { ConversionConsumer } from './conversions/conversion.consumer';
import { TrackHandler } from './track.handler';
import { TrackService } from './track.service';
import { TrackingRecorder } from './tracking-recorder';
import { WebView } from './web-view';
import { WebViewPersonalisation } from './web-view-personalisation';

/** Engagement of campaign mail: opens, clicks, web views, unsubscribes and the conversions attributed to them. */
@Module({
  imports: [CampaignsCommonModule],
  controllers: [TrackHandler],
  providers: [TrackService, TrackingRecorder, WebView, WebViewPersonalisation, ConversionConsumer],
})
export class EngagementModule {}
