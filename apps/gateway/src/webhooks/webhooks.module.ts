import { Module } from '@nestjs/common';

import { GatewayCommonModule } from '../common/gateway-common.module';
import { LegacyWebhookPostProcessor } from './delivery/legacy-webhook-post.processor';
import { WebhookDeliveryWorker } from './delivery/webhook-delivery.worker';
import { EmailGatewayAddWebhookHandler } from './email-gateway-add-webhook/email-gateway-add-webhook.handler';
import { EmailGatewayAddWebhookService } from './email-gateway-add-webhook/email-gateway-add-webhook.service';
import { EmailGatewayDeleteWebhookHandler } from './email-gateway-delete-webhook/email-gateway-delete-webhook.handler';
import { EmailGatewayDeleteWebhookService } from './email-gateway-delete-webhook/email-gateway-delete-webhook.service';
import { WebhookRegistration } from './webhook-registration';
import { WebhooksHandler } from './webhooks/webhooks.handler';
import { WebhooksService } from './webhooks/webhooks.service';
import { EmailGatewayGetWebhooksHandler } from './email-gateway-get-webhooks/email-gateway-get-webhooks.handler';
import { EmailGatewayGetWebhooksService } from './email-gateway-get-webhooks/email-gateway-get-webhooks.service';
import { EmailGatewayRegenerateSigningKeyHandler } from './email-gateway-regenerate-signing-key/email-gateway-regenerate-signing-key.handler';
import { EmailGatewayRegenerateSigningKeyService } from './email-gateway-regenerate-signing-key/email-gateway-regenerate-signing-key.service';
import { WebhooksListHandler } from './webhooks-list/webhooks-list.handler';
import { WebhooksListService } from './webhooks-list/webhooks-list.service';
import { WebhooksDeleteHandler } from './webhooks-delete/webhooks-delete.handler';
import { WebhooksDeleteService } from './webhooks-delete/webhooks-delete.service';

/** Webhooks: a sender domain's webhooks and the worker that posts each message event to them, signed. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [
    WebhooksDeleteHandler,
    WebhooksListHandler,
    EmailGatewayRegenerateSigningKeyHandler,
    EmailGatewayGetWebhooksHandler,
    EmailGatewayAddWebhookHandler,
    EmailGatewayDeleteWebhookHandler,
    WebhooksHandler,
  ],
  providers: [
    WebhooksDeleteService,
    WebhooksListService,
    EmailGatewayRegenerateSigningKeyService,
    EmailGatewayGetWebhooksService,

    WebhookRegistration,
    WebhookDeliveryWorker,
    LegacyWebhookPostProcessor,
    EmailGatewayAddWebhookService,
    EmailGatewayDeleteWebhookService,
    WebhooksService,
  ],
})
export class GatewayWebhooksModule {}
