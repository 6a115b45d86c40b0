import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayClearDomainQueueReply, type GatewayDomainIdRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GatewayMessageRepository } from '../gateway-message.repository';

/** EmailGateway.ClearDomainQueue: every queued message of the domain becomes Failed (no delivery loop claims them after that). */
@Injectable()
export class EmailGatewayClearDomainQueueService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly messages: GatewayMessageRepository,
  ) {}

  async clear(userId: number, input: GatewayDomainIdRequest): Promise<GatewayClearDomainQueueReply> {
    const domain = await this.domains.findOwned(userId, positiveId(input.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    return { Cleared: await this.messages.clearQueue(domain.id) };
  }
}
