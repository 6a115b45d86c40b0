import { Injectable } from '@nestjs/common';

import { CommandError, type WebhooksDeleteReply, type WebhooksDeleteRequest } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { positiveId } from '../../common/positive-id';
import { WebhookRepository } from '../webhook.repository';

/** DELETE /api/v1/webhooks: one webhook of the sender key's domain (13 not a key, 4 not a webhook of that domain). */
@Injectable()
export class WebhooksDeleteService {
  constructor(
    private readonly keys: SenderKeys,
    private readonly webhooks: WebhookRepository,
  ) {}

  async run(credential: string | undefined, input: WebhooksDeleteRequest): Promise<WebhooksDeleteReply> {
    const key = await this.keys.resolve(credential);
    const id = positiveId(input.webhookid);
    if (id === undefined || !(await this.webhooks.deleteOfDomain(key.domain_id, id))) throw new CommandError(4, 'Webhook not found');
    return {};
  }
}
