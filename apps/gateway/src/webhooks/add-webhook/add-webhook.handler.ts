import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayAddWebhook, type GatewayAddWebhookRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { WebhookRegistration } from '../webhook-registration';

/** EmailGateway.AddWebhook: 1/2/5 missing (DTO), 3 event, 6/7 URL, 4 domain not the caller's. */
@Controller()
export class AddWebhookHandler {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly registration: WebhookRegistration,
  ) {}

  @HandlesCommand(GatewayAddWebhook)
  async handle(req: BusRequest<GatewayAddWebhookRequest>): Promise<object> {
    const userId = actingUserId(req);
    const hook = this.registration.check(req.params.event, req.params.webhookurl);
    const id = positiveId(req.params.domainid);
    const domain = id ? await this.domains.findOwned(userId, id) : undefined;
    if (!domain) throw new CommandError(4, 'Domain not found or access denied');
    return this.registration.register(domain, hook);
  }
}
