import type { Provider, Type } from '@nestjs/common';

import { EventTrackHandler } from './event-track/event-track.handler';
import { EventTracker } from './event-track/event-tracker';
import { EventRecorder } from './storage/event-recorder';
import { KnownProperties } from './storage/known-properties';
import { WebsiteEventRepository } from './storage/website-event.repository';
import { SubscriberWebsiteEventsHandler } from './subscriber-events/subscriber-website-events.handler';
import { WebsiteEventsPropertiesHandler } from './website-events-properties/website-events-properties.handler';
import { WebsiteEventsPropertiesService } from './website-events-properties/website-events-properties.service';

/** Website events: event.track, their storage, Website_Events.Properties and Subscriber.Get's events. */
export const EVENT_SLICE: { controllers: Type[]; providers: Provider[] } = {
  controllers: [EventTrackHandler, WebsiteEventsPropertiesHandler, SubscriberWebsiteEventsHandler],
  providers: [WebsiteEventRepository, KnownProperties, EventRecorder, EventTracker, WebsiteEventsPropertiesService],
};
