import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, GatewayDeleteDomain, type GatewayDomainIdRequest } from '@mail/contracts';

import { actingUserId, positiveId } from '../../common/caller';
import { SenderKeys } from '../../api-keys/sender-keys';
import { SenderDomainRepository } from '../sender-domain.repository';

/** EmailGateway.DeleteDomain: the domain with its keys, credentials, webhooks, messages and events (cascade). */
@Controller()
export class DeleteDomainHandler {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly keys: SenderKeys,
  ) {}

  @HandlesCommand(GatewayDeleteDomain)
  async handle(req: BusRequest<GatewayDomainIdRequest>): Promise<object> {
    const keyHashes = await this.domains.deleteOwned(actingUserId(req), positiveId(req.params.domainid)!);
    if (!keyHashes) throw new CommandError(2, 'Domain not found');
    await this.keys.revoke(keyHashes);
    return {};
  }
}
