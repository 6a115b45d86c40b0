import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayGetApisReply, type EmailGatewayGetApisRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayKeyRepository } from '../gateway-key.repository';

/** EmailGateway.GetAPIs: 2 when the domain is not the caller's; keys show masked (only their hash is kept). */
@Injectable()
export class EmailGatewayGetApisService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly keys: GatewayKeyRepository,
  ) {}

  async run(userId: number, input: EmailGatewayGetApisRequest): Promise<EmailGatewayGetApisReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    const rows = await this.keys.listByDomain(domain.id);
    return {
      APIKeys: rows.map((k) => ({
        APIKeyID: k.id,
        APIKey: `eg_live_…${k.key_hint}`,
        Description: k.description,
        DomainID: k.domain_id,
        CreatedAt: new Date(k.created_at).toISOString(),
      })),
    };
  }
}
