import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type GatewayWebhookCreatedReply, gatewayEventOf } from '@mail/contracts';

import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config';
import { DomainSecrets } from '../domains/domain-secrets';
import type { SenderDomainRow } from '../domains/sender-domain.row';
import { checkWebhookUrl } from './webhook-url';
import { WebhookRepository } from './webhook.repository';

/** Registers a webhook on a domain (both entries: EmailGateway.AddWebhook and POST /api/v1/webhooks): 3 event, 6/7 URL. */
@Injectable()
export class WebhookRegistration {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly secrets: DomainSecrets,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** the event and URL checked, before the domain is looked up (the spec's code order) */
  check(event: unknown, url: unknown): { event: NonNullable<ReturnType<typeof gatewayEventOf>>; url: string } {
    const canonical = gatewayEventOf(event);
    if (!canonical) throw new CommandError(3, 'Invalid Event: delivery, bounce, open, click, unsubscribe or complaint');
    return { event: canonical, url: checkWebhookUrl(String(url), this.config.outboundHttpAllowIps) };
  }

  async register(domain: SenderDomainRow, hook: ReturnType<WebhookRegistration['check']>): Promise<GatewayWebhookCreatedReply> {
    const id = await this.webhooks.insert(domain.user_id, domain.id, hook.event, hook.url);
    return { NewWebhookID: id, SigningKey: this.secrets.signing.open(domain.signing_key) };
  }
}
