import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayGetWebhooksReply, type EmailGatewayGetWebhooksRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { DomainSecrets } from '../../domains/domain-secrets';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { WebhookRepository } from '../webhook.repository';

/** EmailGateway.GetWebhooks: the domain's webhooks and its current signing key; 2 when the domain is not the caller's. */
@Injectable()
export class EmailGatewayGetWebhooksService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly webhooks: WebhookRepository,
    private readonly secrets: DomainSecrets,
  ) {}

  async run(userId: number, input: EmailGatewayGetWebhooksRequest): Promise<EmailGatewayGetWebhooksReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const rows = await this.webhooks.listByDomain(domain.id);
    return {
      SigningKey: this.secrets.signing.open(domain.signing_key),
      Webhooks: rows.map((w) => ({ WebhookID: w.id, Event: w.event, WebhookURL: w.url })),
    };
  }
}
