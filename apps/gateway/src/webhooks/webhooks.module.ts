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

/** Webhooks: a sender domain's webhooks and the worker that posts each message event to them, signed. */
@Module({
  imports: [GatewayCommonModule],
  controllers: [EmailGatewayAddWebhookHandler, EmailGatewayDeleteWebhookHandler, WebhooksHandler],
  providers: [
    WebhookRegistration,
    WebhookDeliveryWorker,
    LegacyWebhookPostProcessor,
    EmailGatewayAddWebhookService,
    EmailGatewayDeleteWebhookService,
    WebhooksService,
  ],
})
export class GatewayWebhooksModule {}
