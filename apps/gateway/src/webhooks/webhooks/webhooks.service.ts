import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayWebhooksReply, type GatewayWebhooksRequest } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { WebhookRegistration } from '../webhook-registration';

/** POST /api/v1/webhooks: the webhook goes on the domain of the sender key (bearer); 13 when it names none. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly keys: SenderKeys,
    private readonly domains: SenderDomainRepository,
    private readonly registration: WebhookRegistration,
  ) {}

  /** `credential`: the raw sender key the edge passed along (the bearer) */
  async add(credential: string | undefined, input: GatewayWebhooksRequest): Promise<GatewayWebhooksReply> {
    const hook = this.registration.check(input.event, input.webhookurl);
    const key = await this.keys.resolve(credential);
    const domain = await this.domains.find(key.domain_id);
    if (!domain) throw new CommandError(13, 'Invalid SenderAPIKey');
    return this.registration.register(domain, hook);
  }
}
