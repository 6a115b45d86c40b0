import type { Provider, Type } from '@nestjs/common';

import { SubscriberIdentifierRepository } from '../subscribers/subscriber-identify/subscriber-identifier.repository';
import { SubscriberIdentifyHandler } from '../subscribers/subscriber-identify/subscriber-identify.handler';
import { SubscriberIdentifyService } from '../subscribers/subscriber-identify/subscriber-identify.service';
import { ConversionConsumer } from './conversion.consumer';
import { ListTracker } from './list-tracker';
import { SubscriberRevenueRepository } from './subscriber-revenue.repository';
import { SubscriberWebsiteEvents } from './subscriber-website-events';
import { WebsiteEventRetentionProcessor } from './website-event-retention.processor';

/**
 * What lists does for the tracking service: identify (create or update) a website event's subscriber, show a
 * list's tracker and a subscriber's website events (both asked of tracking), add up tracked conversions, and age out
 * its copy of identified website events with tracking's retention.
 */
export const WEBSITE_EVENTS_SLICE: { controllers: Type[]; providers: Provider[] } = {
  controllers: [SubscriberIdentifyHandler],
  providers: [
    SubscriberIdentifierRepository,
    SubscriberIdentifyService,
    SubscriberWebsiteEvents,
    ListTracker,
    SubscriberRevenueRepository,
    ConversionConsumer,
    WebsiteEventRetentionProcessor,
  ],
};
