import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { AddApiHandler } from './api-keys/add-api/add-api.handler';
import { AddApiService } from './api-keys/add-api/add-api.service';
import { DeleteApiHandler } from './api-keys/delete-api/delete-api.handler';
import { GatewayKeyRepository } from './api-keys/gateway-key.repository';
import { SenderKeys } from './api-keys/sender-keys';
import { ReportIntake } from './bounces/report-intake';
import { ReportSmtpEndpoint } from './bounces/report-smtp.endpoint';
import { UserLimits } from './common/user-limits';
import { GATEWAY_MIGRATIONS } from './database/gateway.migrations';
import { AddDomainHandler } from './domains/add-domain/add-domain.handler';
import { AddDomainService } from './domains/add-domain/add-domain.service';
import { DnsAuthorizeHandler } from './dns/authorize/dns-authorize.handler';
import { DnsProviderHandler } from './dns/provider/dns-provider.handler';
import { DnsProviders } from './dns/providers/dns-providers';
import { DnsSetHandler } from './dns/set/dns-set.handler';
import { RecordsToSet } from './dns/set/records-to-set';
import { DeleteDomainHandler } from './domains/delete-domain/delete-domain.handler';
import { DomainSecrets } from './domains/domain-secrets';
import { SenderDomainRepository } from './domains/sender-domain.repository';
import { SenderDomainDkimHandler } from './domains/sender-domain-dkim/sender-domain-dkim.handler';
import { SenderDomainDkimService } from './domains/sender-domain-dkim/sender-domain-dkim.service';
import { DnsLookup } from './common/dns-lookup';
import { VerifyDomainProcessor } from './domains/verification/verify-domain.processor';
import { AggrEventsHandler } from './events/aggr-events/aggr-events.handler';
import { EventRecorder } from './events/event-recorder';
import { MessageEventRepository } from './events/message-event.repository';
import { ClearDomainQueueHandler } from './messages/clear-queue/clear-domain-queue.handler';
import { DeliverySettlement } from './messages/delivery/delivery-settlement';
import { UsagePendingRepository } from './usage/usage-pending.repository';
import { UsageReporter } from './usage/usage-reporter';
import { MessageDeliveryWorker } from './messages/delivery/message-delivery.worker';
import { DomainSigner } from './messages/delivery/domain-signer';
import { MessageRepository } from './messages/message.repository';
import { EmailSendHandler } from './messages/send/email-send.handler';
import { EmailSendService } from './messages/send/email-send.service';
import { MessageIntake } from './messages/send/message-intake';
import { MessageTrackingTokens } from './tracking/message-tracking-token';
import { TrackHandler } from './tracking/track.handler';
import { TrackService } from './tracking/track.service';
import { AddSmtpHandler } from './smtp/add-smtp/add-smtp.handler';
import { DeleteSmtpHandler } from './smtp/delete-smtp/delete-smtp.handler';
import { SmtpRelayServer } from './smtp/relay/smtp-relay.server';
import { SmtpCredentialRepository } from './smtp/smtp-credential.repository';
import { AddWebhookHandler } from './webhooks/add-webhook/add-webhook.handler';
import { DeleteWebhookHandler } from './webhooks/delete-webhook/delete-webhook.handler';
import { WebhookPostProcessor } from './webhooks/delivery/webhook-post.processor';
import { WebhooksHandler } from './webhooks/end-user/webhooks.handler';
import { WebhookRegistration } from './webhooks/webhook-registration';
import { WebhookRepository } from './webhooks/webhook.repository';

/**
 * The transactional email gateway: sender domains (DKIM, DNS verification), gateway keys, SMTP relay credentials
 * and the relay itself, the send API and its delivery, message events and signed webhooks. The host provides BUS.
 */
@Module({
  imports: [MailModule.forService('gateway'), ServiceKitModule.forService({ service: 'gateway', migrations: GATEWAY_MIGRATIONS })],
  controllers: [
    AddDomainHandler,
    DeleteDomainHandler,
    SenderDomainDkimHandler,
    AddApiHandler,
    DeleteApiHandler,
    AddSmtpHandler,
    DeleteSmtpHandler,
    AddWebhookHandler,
    DeleteWebhookHandler,
    WebhooksHandler,
    EmailSendHandler,
    ClearDomainQueueHandler,
    AggrEventsHandler,
    TrackHandler,
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
    AddDomainService,
    DnsLookup,
    VerifyDomainProcessor,
    GatewayKeyRepository,
    SenderKeys,
    AddApiService,
    SmtpCredentialRepository,
    SmtpRelayServer,
    MessageRepository,
    MessageIntake,
    EmailSendService,
    DomainSigner,
    DeliverySettlement,
    UsagePendingRepository,
    UsageReporter,
    MessageDeliveryWorker,
    MessageEventRepository,
    EventRecorder,
    ReportIntake,
    MessageTrackingTokens,
    TrackService,
    ReportSmtpEndpoint,
    WebhookRepository,
    WebhookRegistration,
    WebhookPostProcessor,
    DnsProviders,
    RecordsToSet,
  ],
})
export class GatewayModule {}
