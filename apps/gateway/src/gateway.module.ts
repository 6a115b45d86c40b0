import { Module } from '@nestjs/common';

import { GatewayKeysModule } from './api-keys/api-keys.module';
import { DeliveryEventsModule } from './delivery-events/delivery-events.module';
import { DnsModule } from './dns/dns.module';
import { SenderDomainsModule } from './domains/domains.module';
import { MessageTrackingModule } from './message-tracking/message-tracking.module';
import { GatewayMessagesModule } from './messages/messages.module';
import { SmtpRelayModule } from './smtp/smtp.module';
import { GatewayWebhooksModule } from './webhooks/webhooks.module';
import { GatewayUsageFeaturesModule } from './usage-features/usage-features.module';
import { UserSenderDomainsModule } from './user-sender-domains/user-sender-domains.module';

/**
 * The transactional email gateway: sender domains (DKIM, DNS verification), gateway keys, SMTP relay credentials
 * and the relay itself, the send API and its delivery, message events and signed webhooks, one module per aggregate
 * over GatewayCommonModule (the kit, mailer and shared repositories). The host provides BUS.
 */
@Module({
  imports: [
    UserSenderDomainsModule,
    SenderDomainsModule,
    GatewayKeysModule,
    DnsModule,
    GatewayMessagesModule,
    SmtpRelayModule,
    GatewayWebhooksModule,
    DeliveryEventsModule,
    MessageTrackingModule,
    GatewayUsageFeaturesModule,
  ],
})
export class GatewayModule {}
