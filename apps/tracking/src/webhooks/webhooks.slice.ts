import type { Provider, Type } from '@nestjs/common';

import { WebhookInboundHandler } from './inbound/webhook-inbound.handler';
import { WebhookInboundService } from './inbound/webhook-inbound.service';
import { ListNames } from './list-names';
import { UserWebhookRepository } from './user-webhook.repository';
import { WebhookCreateHandler } from './webhook-create/webhook-create.handler';
import { WebhookCreateService } from './webhook-create/webhook-create.service';
import { WebhookDeleteHandler } from './webhook-delete/webhook-delete.handler';
import { WebhookDeleteService } from './webhook-delete/webhook-delete.service';
import { WebhookGetHandler } from './webhook-get/webhook-get.handler';
import { WebhookGetService } from './webhook-get/webhook-get.service';
import { WebhookListHandler } from './webhook-list/webhook-list.handler';
import { WebhookListService } from './webhook-list/webhook-list.service';
import { WebhookStatsHandler } from './webhook-stats/webhook-stats.handler';
import { WebhookStatsService } from './webhook-stats/webhook-stats.service';
import { WebhookUpdateHandler } from './webhook-update/webhook-update.handler';
import { WebhookUpdateService } from './webhook-update/webhook-update.service';

/** User webhooks (user.webhook.*) and their inbound calls. Needs the module's ListAccess and ListsCommands. */
export const WEBHOOK_SLICE: { controllers: Type[]; providers: Provider[] } = {
  controllers: [
    WebhookListHandler,
    WebhookGetHandler,
    WebhookCreateHandler,
    WebhookUpdateHandler,
    WebhookDeleteHandler,
    WebhookStatsHandler,
    WebhookInboundHandler,
  ],
  providers: [
    UserWebhookRepository,
    ListNames,
    WebhookListService,
    WebhookGetService,
    WebhookCreateService,
    WebhookUpdateService,
    WebhookDeleteService,
    WebhookStatsService,
    WebhookInboundService,
  ],
};
