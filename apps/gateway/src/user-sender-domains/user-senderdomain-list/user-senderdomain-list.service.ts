import { Inject, Injectable } from '@nestjs/common';

import type { UserSenderdomainListReply } from '@mail/contracts';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { userDomainObject } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

/** user.senderdomain.list: the caller's live user.senderdomain domains, oldest first, with their health. */
@Injectable()
export class UserSenderdomainListService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number): Promise<UserSenderdomainListReply> {
    const rows = await this.repository.list(userId);
    const volumes = await this.repository.volumes(
      userId,
      rows.map((r) => r.id),
    );
    return { Success: true, SenderDomains: rows.map((r) => userDomainObject(r, this.config, volumes.get(r.id))) };
  }
}
