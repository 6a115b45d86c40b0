import { ConversionConsumer } from './conversions/conversion.consumer';
import { TrackService } from './track.service';
import { TrackingRecorder } from './tracking-recorder';
import { TrackingTokens } from './tracking-token';
import { TrackingRepository } from './tracking.repository';
import { ListsUnsubscriber } from './unsubscribe/lists-unsubscriber';
import { WebView } from './web-view';
import { WebViewPersonalisation } from './web-view-personalisation';

export const TRACKING_PROVIDERS = [
  TrackingTokens,
  TrackingRepository,
  TrackingRecorder,
  WebView,
  WebViewPersonalisation,
  ListsUnsubscriber,
  TrackService,
  ConversionConsumer,
];
