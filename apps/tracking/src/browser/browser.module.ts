import { Module } from '@nestjs/common';

import { ListsAccessModule } from '../lists-access/lists-access.module';
import { WebsiteEventsModule } from '../website-events/website-events.module';
import { BrowserTrackerHandler } from './browser-tracker.handler';
import { BrowserTrackerService } from './browser-tracker.service';
import { ListTrackerHandler } from './list-tracker.handler';

/** The browser tracker (`/tracker/<id>/t.js` and its events) and the lists' tracker ids. */
@Module({
  imports: [ListsAccessModule, WebsiteEventsModule],
  controllers: [BrowserTrackerHandler, ListTrackerHandler],
  providers: [BrowserTrackerService],
})
export class BrowserModule {}
