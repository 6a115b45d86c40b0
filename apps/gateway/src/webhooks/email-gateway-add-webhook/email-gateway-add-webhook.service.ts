import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayAddWebhookReply, type GatewayAddWebhookRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { WebhookRegistration } from '../webhook-registration';

/** EmailGateway.AddWebhook: 1/2/5 missing (DTO), 3 event, 6/7 URL, 4 domain not the caller's. */
@Injectable()
export class EmailGatewayAddWebhookService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly registration: WebhookRegistration,
  ) {}

  async add(userId: number, input: GatewayAddWebhookRequest): Promise<GatewayAddWebhookReply> {
    const hook = this.registration.check(input.event, input.webhookurl);
    const id = positiveId(input.domainid);
    const domain = id ? await this.domains.findOwned(userId, id) : undefined;
    if (!domain) throw new CommandError(4, 'Domain not found or access denied');
    return this.registration.register(domain, hook);
  }
}
