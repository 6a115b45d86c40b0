import { Module } from '@nestjs/common';

import { IdentityModule } from '../identity/identity.module';
import { ListsAccessModule } from '../lists-access/lists-access.module';
import { TrackingCommonModule } from '../common/tracking-common.module';
import { EventTrackHandler } from './event-track/event-track.handler';
import { EventTracker } from './event-track/event-tracker';
import { EventRecorder } from './storage/event-recorder';
import { KnownProperties } from './storage/known-properties';
import { WebsiteEventRepository } from './storage/website-event.repository';
import { SubscriberWebsiteEventsHandler } from './subscriber-events/subscriber-website-events.handler';
import { WebsiteEventsPropertiesHandler } from './website-events-properties/website-events-properties.handler';
import { WebsiteEventsPropertiesService } from './website-events-properties/website-events-properties.service';

/** Website events: event.track, their storage, Website_Events.Properties and Subscriber.Get's events. */
@Module({
  imports: [TrackingCommonModule, ListsAccessModule, IdentityModule],
  controllers: [EventTrackHandler, WebsiteEventsPropertiesHandler, SubscriberWebsiteEventsHandler],
  providers: [WebsiteEventRepository, KnownProperties, EventRecorder, EventTracker, WebsiteEventsPropertiesService],
  exports: [EventTracker, WebsiteEventRepository],
})
export class WebsiteEventsModule {}
