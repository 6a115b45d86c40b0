import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayWebhookCreatedReply, gatewayEventOf } from '@mail/contracts';
import { checkStorableUrl } from '@mail/outbound-http';

import { DomainSecrets } from '../domains/domain-secrets';
import type { SenderDomainRow } from '../domains/sender-domain.row';
import { WebhookRepository } from './webhook.repository';

/** Registers a webhook on a domain (both entries: EmailGateway.AddWebhook and POST /api/v1/webhooks): 3 event, 6/7 URL. */
@Injectable()
export class WebhookRegistration {
  constructor(
    private readonly webhooks: WebhookRepository,
    private readonly secrets: DomainSecrets,
  ) {}

  /** the event and URL checked, before the domain is looked up (the spec's code order) */
  check(event: unknown, url: unknown): { event: NonNullable<ReturnType<typeof gatewayEventOf>>; url: string } {
    const canonical = gatewayEventOf(event);
    if (!canonical) throw new CommandError(3, 'Invalid Event: delivery, bounce, open, click, unsubscribe or complaint');
    const checked = checkStorableUrl(String(url));
    if (checked.ok) return { event: canonical, url: checked.url };
    if (checked.reason === 'invalid-url') throw new CommandError(6, 'WebhookURL must be an http or https URL');
    throw new CommandError(7, 'WebhookURL must point at a public host');
  }

  async register(domain: SenderDomainRow, hook: ReturnType<WebhookRegistration['check']>): Promise<GatewayWebhookCreatedReply> {
    const id = await this.webhooks.insert(domain.user_id, domain.id, hook.event, hook.url);
    return { NewWebhookID: id, SigningKey: this.secrets.signing.open(domain.signing_key) };
  }
}
