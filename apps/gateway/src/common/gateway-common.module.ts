import { Module } from '@nestjs/common';

import { ServiceKitModule } from '@mail/kit';
import { MailModule } from '@mail/mail';
import { secretKeyringProvider } from '@mail/secrets';

import { GatewayKeyRepository } from '../api-keys/gateway-key.repository';
import { SenderKeys } from '../api-keys/sender-keys';
import { GATEWAY_MIGRATIONS } from '../database/gateway.migrations';
import { DeliveryEventRecorder } from '../delivery-events/delivery-event-recorder';
import { MessageEventRepository } from '../delivery-events/message-event.repository';
import { GATEWAY_CONFIG, readGatewayConfig } from '../gateway.config';
import { DomainSecrets } from '../domains/domain-secrets';
import { SenderDomainRepository } from '../domains/sender-domain.repository';
import { MessageTrackingTokens } from '../message-tracking/message-tracking-token';
import { GatewayMessageRepository } from '../messages/gateway-message.repository';
import { WebhookDeliveryRepository } from '../webhooks/delivery/webhook-delivery.repository';
import { WebhookDeliverySignal } from '../webhooks/delivery/webhook-delivery.signal';
import { WebhookRepository } from '../webhooks/webhook.repository';
import { DnsLookup } from './dns-lookup';
import { UserLimits } from './user-limits';

const PROVIDERS = [
  secretKeyringProvider,
  UserLimits,
  DnsLookup,
  SenderDomainRepository,
  DomainSecrets,
  GatewayKeyRepository,
  SenderKeys,
  GatewayMessageRepository,
  MessageEventRepository,
  WebhookRepository,
  WebhookDeliveryRepository,
  WebhookDeliverySignal,
  DeliveryEventRecorder,
  MessageTrackingTokens,
];

/** the service's settings, read and checked once (gateway.config.ts) */
const CONFIG = { provide: GATEWAY_CONFIG, useFactory: () => readGatewayConfig() };
const KIT = ServiceKitModule.forService({ service: 'gateway', migrations: GATEWAY_MIGRATIONS });
const MAIL = MailModule.forService('gateway');

/**
 * What the aggregates of the gateway share: the service's kit (data source, outbox, event consumers, jobs) and mailer,
 * which ServiceKitModule and MailModule export only to the module importing them (so this one imports and re-exports
 * them once), the service's config, the keyring, the user limits and DNS lookups, and the repositories and helpers several aggregates use:
 * sender domains and their secrets, gateway keys, messages, their events (recorded with their webhook posts, and the signal that posts were queued) and tracking tokens.
 */
@Module({
  imports: [MAIL, KIT],
  providers: [CONFIG, ...PROVIDERS],
  exports: [MAIL, KIT, CONFIG, ...PROVIDERS],
})
export class GatewayCommonModule {}
