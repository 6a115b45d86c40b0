import { Module } from '@nestjs/common';

import { ListsAccessModule } from '../lists-access/lists-access.module';
import { TrackingCommonModule } from '../common/tracking-common.module';
import { WebhookInboundHandler } from './inbound/webhook-inbound.handler';
import { WebhookInboundService } from './inbound/webhook-inbound.service';
import { ListNames } from './list-names';
import { UserWebhookCreateHandler } from './user-webhook-create/user-webhook-create.handler';
import { UserWebhookCreateService } from './user-webhook-create/user-webhook-create.service';
import { UserWebhookDeleteHandler } from './user-webhook-delete/user-webhook-delete.handler';
import { UserWebhookDeleteService } from './user-webhook-delete/user-webhook-delete.service';
import { UserWebhookGetHandler } from './user-webhook-get/user-webhook-get.handler';
import { UserWebhookGetService } from './user-webhook-get/user-webhook-get.service';
import { UserWebhookListHandler } from './user-webhook-list/user-webhook-list.handler';
import { UserWebhookListService } from './user-webhook-list/user-webhook-list.service';
import { UserWebhookStatsHandler } from './user-webhook-stats/user-webhook-stats.handler';
import { UserWebhookStatsService } from './user-webhook-stats/user-webhook-stats.service';
import { UserWebhookUpdateHandler } from './user-webhook-update/user-webhook-update.handler';
import { UserWebhookUpdateService } from './user-webhook-update/user-webhook-update.service';
import { UserWebhookRepository } from './user-webhook.repository';
import { UserWebhookSealer } from './user-webhook-sealer';

/** User webhooks (user.webhook.*) and their inbound calls. */
@Module({
  imports: [TrackingCommonModule, ListsAccessModule],
  controllers: [
    UserWebhookListHandler,
    UserWebhookGetHandler,
    UserWebhookCreateHandler,
    UserWebhookUpdateHandler,
    UserWebhookDeleteHandler,
    UserWebhookStatsHandler,
    WebhookInboundHandler,
  ],
  providers: [
    UserWebhookRepository,
    UserWebhookSealer,
    ListNames,
    UserWebhookListService,
    UserWebhookGetService,
    UserWebhookCreateService,
    UserWebhookUpdateService,
    UserWebhookDeleteService,
    UserWebhookStatsService,
    WebhookInboundService,
  ],
})
export class UserWebhooksModule {}
