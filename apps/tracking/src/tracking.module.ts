import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';

import { BrowserTrackerHandler } from './browser/browser-tracker.handler';
import { BrowserTrackerService } from './browser/browser-tracker.service';
import { ListTrackerHandler } from './browser/list-tracker.handler';
import { TRACKING_MIGRATIONS } from './database/tracking.migrations';
import { EVENT_SLICE } from './events/events.slice';
import { IdentityCache } from './identity/identity-cache';
import { IdentityRepository } from './identity/identity.repository';
import { SubscriberDeletedConsumer } from './identity/subscriber-deleted.consumer';
import { SubscriberResolver } from './identity/subscriber-resolver';
import { ListAccess } from './lists-access/list-access';
import { ListDeletedConsumer } from './lists-access/list-deleted.consumer';
import { ListTrackerRepository } from './lists-access/list-tracker.repository';
import { ListsCommands } from './lists-access/lists-commands';
import { EventPartitionsProcessor } from './maintenance/event-partitions.processor';
import { WEBHOOK_SLICE } from './webhooks/webhooks.slice';
import { TRACKING_CONFIG, readTrackingConfig } from './tracking.config';

/**
 * The tracking service: website events (event.track, the browser tracker, Website_Events.Properties and
 * Subscriber.Get's events), user webhooks and their inbound calls. Self-contained; the host provides BUS.
 */
@Module({
  imports: [ServiceKitModule.forService({ service: 'tracking', migrations: TRACKING_MIGRATIONS })],
  controllers: [...EVENT_SLICE.controllers, ...WEBHOOK_SLICE.controllers, BrowserTrackerHandler, ListTrackerHandler],
  providers: [
    { provide: TRACKING_CONFIG, useFactory: () => readTrackingConfig() },
    ListTrackerRepository,
    ListAccess,
    ListsCommands,
    ListDeletedConsumer,
    IdentityRepository,
    IdentityCache,
    SubscriberResolver,
    SubscriberDeletedConsumer,
    BrowserTrackerService,
    EventPartitionsProcessor,
    ...EVENT_SLICE.providers,
    ...WEBHOOK_SLICE.providers,
  ],
})
export class TrackingModule {}
