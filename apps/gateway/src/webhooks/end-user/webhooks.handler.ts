import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayWebhooks, type GatewayWebhooksRequest } from '@mail/contracts';

import { SenderKeys } from '../../api-keys/sender-keys';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { WebhookRegistration } from '../webhook-registration';

/** POST /api/v1/webhooks: the webhook goes on the domain of the sender key (bearer); 13 when it names none. */
@Controller()
export class WebhooksHandler {
  constructor(
    private readonly keys: SenderKeys,
    private readonly domains: SenderDomainRepository,
    private readonly registration: WebhookRegistration,
  ) {}

  @HandlesCommand(GatewayWebhooks)
  async handle(req: BusRequest<GatewayWebhooksRequest>): Promise<object> {
    const hook = this.registration.check(req.params.event, req.params.webhookurl);
    const key = await this.keys.resolve(req.meta?.credential);
    const domain = await this.domains.find(key.domain_id);
    if (!domain) throw new CommandError(13, 'Invalid SenderAPIKey');
    return this.registration.register(domain, hook);
  }
}
