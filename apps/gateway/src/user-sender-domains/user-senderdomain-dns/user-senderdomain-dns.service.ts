import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type UserSenderdomainDnsReply, type UserSenderdomainDnsRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { userDomainRecords } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

/** user.senderdomain.dns: the records with their last result (null: never checked); 2 not the caller's. */
@Injectable()
export class UserSenderdomainDnsService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: UserSenderdomainDnsRequest): Promise<UserSenderdomainDnsReply> {
    const row = await this.repository.find(userId, positiveId(input.domainid)!);
    if (!row) throw new CommandError(2, 'Sender domain not found');
    const records: UserSenderdomainDnsReply['DNSRecords'] = {};
    for (const r of userDomainRecords(row, this.config)) {
      const result = row.dns_checks?.[r.host];
      records[r.host] = { Type: r.type, Value: r.value, IsVerified: typeof result === 'boolean' ? result : null };
    }
    return { Success: true, DomainID: row.id, SenderDomain: row.name, DNSRecords: records };
  }
}
