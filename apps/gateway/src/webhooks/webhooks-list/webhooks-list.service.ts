import { Injectable } from '@nestjs/common';

import type { GatewayEvent, WebhooksListReply } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { WebhookRepository } from '../webhook.repository';

/** the public routes' spelling of an event (POST /api/v1/webhooks takes it; the vendor's GET example shows it) */
const PUBLIC_NAME: Record<GatewayEvent, string> = {
  delivery: 'delivered',
  bounce: 'bounced',
  open: 'opened',
  click: 'clicked',
  unsubscribe: 'unsubscribed',
  complaint: 'complained',
  unknown: 'unknown',
};

/** GET /api/v1/webhooks: the webhooks of the sender key's domain; 13 when the bearer names no key. */
@Injectable()
export class WebhooksListService {
  constructor(
    private readonly keys: SenderKeys,
    private readonly webhooks: WebhookRepository,
  ) {}

  async run(credential: string | undefined): Promise<WebhooksListReply> {
    const key = await this.keys.resolve(credential);
    const rows = await this.webhooks.listByDomain(key.domain_id);
    return { Webhooks: rows.map((w) => ({ WebhookID: w.id, Event: PUBLIC_NAME[w.event], WebhookURL: w.url })) };
  }
}
