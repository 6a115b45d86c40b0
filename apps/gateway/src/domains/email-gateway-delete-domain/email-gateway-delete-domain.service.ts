import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayDeleteDomainReply, type GatewayDomainIdRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { SenderKeys } from '../../api-keys/sender-keys';
import { SenderDomainRepository } from '../sender-domain.repository';

/** EmailGateway.DeleteDomain: the domain with its keys, credentials, webhooks, messages and events (cascade). */
@Injectable()
export class EmailGatewayDeleteDomainService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly keys: SenderKeys,
  ) {}

  async delete(userId: number, input: GatewayDomainIdRequest): Promise<GatewayDeleteDomainReply> {
    const keyHashes = await this.domains.deleteOwned(userId, positiveId(input.domainid)!);
    if (!keyHashes) throw new CommandError(2, 'Domain not found');
    await this.keys.revoke(keyHashes);
    return {};
  }
}
