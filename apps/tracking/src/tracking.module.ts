import { Module } from '@nestjs/common';

import { BrowserModule } from './browser/browser.module';
import { IdentityModule } from './identity/identity.module';
import { ListsAccessModule } from './lists-access/lists-access.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { TrackingCommonModule } from './common/tracking-common.module';
import { UserWebhooksModule } from './user-webhooks/user-webhooks.module';
import { WebsiteEventsModule } from './website-events/website-events.module';
import { AdminEventsModule } from './admin-events/admin-events.module';

/**
 * The tracking service: website events (event.track, the browser tracker, Website_Events.Properties and
 * Subscriber.Get's events), user webhooks and their inbound calls, one module per aggregate over the one kit
 * (TrackingCommonModule). Self-contained; the host provides BUS.
 */
@Module({
  imports: [
    AdminEventsModule,
    TrackingCommonModule,
    ListsAccessModule,
    IdentityModule,
    WebsiteEventsModule,
    UserWebhooksModule,
    BrowserModule,
    MaintenanceModule,
  ],
})
export class TrackingModule {}
