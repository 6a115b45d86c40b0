import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayGetDomainReply, type EmailGatewayGetDomainRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { domainView } from '../domain-view';
import { SenderDomainRepository } from '../sender-domain.repository';

/** EmailGateway.GetDomain: 2 when the domain is not the caller's. */
@Injectable()
export class EmailGatewayGetDomainService {
  constructor(
    private readonly domains: SenderDomainRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: EmailGatewayGetDomainRequest): Promise<EmailGatewayGetDomainReply> {
    const row = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!row) throw new CommandError(2, 'Domain could not be retrieved');
    return { Domain: domainView(row, this.config) };
  }
}
