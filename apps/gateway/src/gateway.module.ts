import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { EmailGatewayAddApiHandler } from './api-keys/email-gateway-add-api/email-gateway-add-api.handler';
import { EmailGatewayAddApiService } from './api-keys/email-gateway-add-api/email-gateway-add-api.service';
import { EmailGatewayDeleteApiHandler } from './api-keys/email-gateway-delete-api/email-gateway-delete-api.handler';
import { EmailGatewayDeleteApiService } from './api-keys/email-gateway-delete-api/email-gateway-delete-api.service';
import { GatewayKeyRepository } from './api-keys/gateway-key.repository';
import { SenderKeys } from './api-keys/sender-keys';
import { ReportIntake } from './bounces/report-intake';
import { ReportSmtpEndpoint } from './bounces/report-smtp.endpoint';
import { UserLimits } from './common/user-limits';
import { GATEWAY_MIGRATIONS } from './database/gateway.migrations';
import { EmailGatewayAddDomainHandler } from './domains/email-gateway-add-domain/email-gateway-add-domain.handler';
import { EmailGatewayAddDomainService } from './domains/email-gateway-add-domain/email-gateway-add-domain.service';
import { DnsAuthorizeHandler } from './dns/dns-authorize/dns-authorize.handler';
import { DnsAuthorizeService } from './dns/dns-authorize/dns-authorize.service';
import { DnsProviderHandler } from './dns/dns-provider/dns-provider.handler';
import { DnsProviderService } from './dns/dns-provider/dns-provider.service';
import { DnsProviders } from './dns/providers/dns-providers';
import { DnsSetHandler } from './dns/dns-set/dns-set.handler';
import { DnsSetService } from './dns/dns-set/dns-set.service';
import { RecordsToSet } from './dns/dns-set/records-to-set';
import { EmailGatewayDeleteDomainHandler } from './domains/email-gateway-delete-domain/email-gateway-delete-domain.handler';
import { EmailGatewayDeleteDomainService } from './domains/email-gateway-delete-domain/email-gateway-delete-domain.service';
import { DomainSecrets } from './domains/domain-secrets';
import { SenderDomainRepository } from './domains/sender-domain.repository';
import { SenderDomainDkimHandler } from './domains/sender-domain-dkim/sender-domain-dkim.handler';
import { SenderDomainDkimService } from './domains/sender-domain-dkim/sender-domain-dkim.service';
import { DnsLookup } from './common/dns-lookup';
import { VerifyDomainProcessor } from './domains/verification/verify-domain.processor';
import { EmailGatewayAggrEventsHandler } from './delivery-events/email-gateway-aggr-events/email-gateway-aggr-events.handler';
import { EmailGatewayAggrEventsService } from './delivery-events/email-gateway-aggr-events/email-gateway-aggr-events.service';
import { DeliveryEventRecorder } from './delivery-events/delivery-event-recorder';
import { MessageEventRepository } from './delivery-events/message-event.repository';
import { EmailGatewayClearDomainQueueHandler } from './messages/email-gateway-clear-domain-queue/email-gateway-clear-domain-queue.handler';
import { EmailGatewayClearDomainQueueService } from './messages/email-gateway-clear-domain-queue/email-gateway-clear-domain-queue.service';
import { DeliverySettlement } from './messages/delivery/delivery-settlement';
import { UsagePendingRepository } from './usage/usage-pending.repository';
import { UsageReporter } from './usage/usage-reporter';
import { MessageDeliveryWorker } from './messages/delivery/message-delivery.worker';
import { DomainSigner } from './messages/delivery/domain-signer';
import { GatewayMessageRepository } from './messages/gateway-message.repository';
import { EmailGatewaySendHandler } from './messages/email-gateway-send/email-gateway-send.handler';
import { EmailGatewaySendService } from './messages/email-gateway-send/email-gateway-send.service';
import { MessageIntake } from './messages/email-gateway-send/message-intake';
import { MessageTrackingTokens } from './message-tracking/message-tracking-token';
import { MessageTrackHandler } from './message-tracking/message-track.handler';
import { MessageTrackService } from './message-tracking/message-track.service';
import { EmailGatewayAddSmtpHandler } from './smtp/email-gateway-add-smtp/email-gateway-add-smtp.handler';
import { EmailGatewayAddSmtpService } from './smtp/email-gateway-add-smtp/email-gateway-add-smtp.service';
import { EmailGatewayDeleteSmtpHandler } from './smtp/email-gateway-delete-smtp/email-gateway-delete-smtp.handler';
import { EmailGatewayDeleteSmtpService } from './smtp/email-gateway-delete-smtp/email-gateway-delete-smtp.service';
import { SmtpRelayServer } from './smtp/relay/smtp-relay.server';
import { SmtpCredentialRepository } from './smtp/smtp-credential.repository';
import { EmailGatewayAddWebhookHandler } from './webhooks/email-gateway-add-webhook/email-gateway-add-webhook.handler';
import { EmailGatewayAddWebhookService } from './webhooks/email-gateway-add-webhook/email-gateway-add-webhook.service';
import { EmailGatewayDeleteWebhookHandler } from './webhooks/email-gateway-delete-webhook/email-gateway-delete-webhook.handler';
import { EmailGatewayDeleteWebhookService } from './webhooks/email-gateway-delete-webhook/email-gateway-delete-webhook.service';
import { GatewayWebhookPostProcessor } from './webhooks/delivery/gateway-webhook-post.processor';
import { WebhooksHandler } from './webhooks/webhooks/webhooks.handler';
import { WebhooksService } from './webhooks/webhooks/webhooks.service';
import { WebhookRegistration } from './webhooks/webhook-registration';
import { WebhookRepository } from './webhooks/webhook.repository';

/**
 * The transactional email gateway: sender domains (DKIM, DNS verification), gateway keys, SMTP relay credentials
 * and the relay itself, the send API and its delivery, message events and signed webhooks. The host provides BUS.
 */
@Module({
  imports: [MailModule.forService('gateway'), ServiceKitModule.forService({ service: 'gateway', migrations: GATEWAY_MIGRATIONS })],
  controllers: [
    EmailGatewayAddDomainHandler,
    EmailGatewayDeleteDomainHandler,
    SenderDomainDkimHandler,
    EmailGatewayAddApiHandler,
    EmailGatewayDeleteApiHandler,
    EmailGatewayAddSmtpHandler,
    EmailGatewayDeleteSmtpHandler,
    EmailGatewayAddWebhookHandler,
    EmailGatewayDeleteWebhookHandler,
    WebhooksHandler,
    EmailGatewaySendHandler,
    EmailGatewayClearDomainQueueHandler,
    EmailGatewayAggrEventsHandler,
    MessageTrackHandler,
    DnsProviderHandler,
    DnsAuthorizeHandler,
    DnsSetHandler,
  ],
  providers: [
    secretKeyringProvider,
    UserLimits,
    DomainSecrets,
    SenderDomainRepository,
    SenderDomainDkimService,
    EmailGatewayAddDomainService,
    EmailGatewayDeleteDomainService,
    DnsLookup,
    VerifyDomainProcessor,
    GatewayKeyRepository,
    SenderKeys,
    EmailGatewayAddApiService,
    EmailGatewayDeleteApiService,
    SmtpCredentialRepository,
    SmtpRelayServer,
    EmailGatewayAddSmtpService,
    EmailGatewayDeleteSmtpService,
    GatewayMessageRepository,
    MessageIntake,
    EmailGatewaySendService,
    EmailGatewayClearDomainQueueService,
    DomainSigner,
    DeliverySettlement,
    UsagePendingRepository,
    UsageReporter,
    MessageDeliveryWorker,
    MessageEventRepository,
    DeliveryEventRecorder,
    EmailGatewayAggrEventsService,
    ReportIntake,
    MessageTrackingTokens,
    MessageTrackService,
    ReportSmtpEndpoint,
    WebhookRepository,
    WebhookRegistration,
    GatewayWebhookPostProcessor,
    EmailGatewayAddWebhookService,
    EmailGatewayDeleteWebhookService,
    WebhooksService,
    DnsProviders,
    RecordsToSet,
    DnsProviderService,
    DnsAuthorizeService,
    DnsSetService,
  ],
})
export class GatewayModule {}
