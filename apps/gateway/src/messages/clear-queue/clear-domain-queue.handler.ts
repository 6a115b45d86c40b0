import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayClearDomainQueue, type GatewayDomainIdRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { MessageRepository } from '../message.repository';

/** EmailGateway.ClearDomainQueue: every queued message of the domain becomes Failed (no delivery loop claims them after that). */
@Controller()
export class ClearDomainQueueHandler {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly messages: MessageRepository,
  ) {}

  @HandlesCommand(GatewayClearDomainQueue)
  async handle(req: BusRequest<GatewayDomainIdRequest>): Promise<object> {
    const domain = await this.domains.findOwned(actingUserId(req), positiveId(req.params.domainid)!);
    if (!domain) throw new CommandError(2, 'Domain could not be retrieved');
    return { Cleared: await this.messages.clearQueue(domain.id) };
  }
}
