import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayDeleteDomain, type GatewayDomainIdRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { SenderDomainRepository } from '../sender-domain.repository';

/** EmailGateway.DeleteDomain: the domain with its keys, credentials, webhooks, messages and events (cascade). */
@Controller()
export class DeleteDomainHandler {
  constructor(private readonly domains: SenderDomainRepository) {}

  @HandlesCommand(GatewayDeleteDomain)
  async handle(req: BusRequest<GatewayDomainIdRequest>): Promise<object> {
    const deleted = await this.domains.deleteOwned(actingUserId(req), positiveId(req.params.domainid)!);
    if (!deleted) throw new CommandError(2, 'Domain not found');
    return {};
  }
}
