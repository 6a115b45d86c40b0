import { Inject, Injectable } from '@nestjs/common';

import { CommandError, isPresent, type UserSenderdomainUpdateReply, type UserSenderdomainUpdateRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { LAYOUT_KEYS, readOptions, userDomainObject, userDomainOptions } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

/**
 * user.senderdomain.update: 2 not the caller's, 6 an option, 9 a status other than Enabled/Disabled, 10 enabling an
 * unverified domain. Only what is sent changes; a changed subdomain layout drops the verification (DnsRegenerated).
 */
@Injectable()
export class UserSenderdomainUpdateService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: UserSenderdomainUpdateRequest): Promise<UserSenderdomainUpdateReply> {
    const id = positiveId(input.domainid)!;
    const before = await this.repository.find(userId, id);
    if (!before) throw new CommandError(2, 'Sender domain not found');
    const options = readOptions(input);
    let disabled: boolean | undefined;
    if (isPresent(input.status)) {
      const status = String(input.status).trim().toLowerCase();
      if (status !== 'enabled' && status !== 'disabled') throw new CommandError(9, 'status must be Enabled or Disabled');
      disabled = status === 'disabled';
    }
    const was = userDomainOptions(before) as unknown as Record<string, unknown>;
    const resetDns = LAYOUT_KEYS.some((key) => key in options && options[key] !== was[key]);
    if (disabled === false && (resetDns || before.verification_status !== 'Verified'))
      throw new CommandError(10, 'An unverified sender domain cannot be enabled: verify it first');
    const after = await this.repository.update(userId, id, { options, disabled, resetDns });
    if (!after) throw new CommandError(7, 'Sender domain could not be retrieved after the update');
    return { Success: true, DnsRegenerated: resetDns, SenderDomain: userDomainObject(after, this.config) };
  }
}
