import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { CommandError, isPresent, type UserSenderdomainCreateReply, type UserSenderdomainCreateRequest } from '@mail/contracts';

import { UserLimits } from '../../common/user-limits';
import { newDkimKeyPair } from '../../domains/dkim-key-pair';
import { senderDomainName } from '../../domains/domain-name';
import { DomainSecrets } from '../../domains/domain-secrets';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { readOptions, userDomainObject } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

/**
 * user.senderdomain.create: 1 missing, 4 localhost, 6 an option, 7 not a domain name or already the caller's, 5 the
 * group's sender domain limit (counted over both families: one model). A new DKIM key pair, as EmailGateway.AddDomain.
 */
@Injectable()
export class UserSenderdomainCreateService {
  constructor(
    private readonly repository: UserSenderDomainsRepository,
    private readonly domains: SenderDomainRepository,
    private readonly secrets: DomainSecrets,
    private readonly limits: UserLimits,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: UserSenderdomainCreateRequest): Promise<UserSenderdomainCreateReply> {
    if (!isPresent(input.senderdomain) || String(input.senderdomain).trim() === '') throw new CommandError(1, 'Missing SenderDomain parameter');
    const given = String(input.senderdomain).trim().toLowerCase().replace(/\.$/, '');
    if (given === 'localhost' || given.endsWith('.localhost')) throw new CommandError(4, 'localhost is not a valid sender domain');
    const options = readOptions(input);
    const name = senderDomainName(given);
    if (!name) throw new CommandError(7, 'Sender domain create process failed: not a domain name');
    const max = (await this.limits.of(userId)).senderDomains;
    if (max !== null && (await this.domains.countOwned(userId)) >= max) throw new CommandError(5, 'Sender domain limit reached for your account');
    const keys = await newDkimKeyPair();
    const id = await this.repository.insert(
      {
        userId,
        name,
        selector: `sd${Date.now().toString(36)}`,
        sealedPrivateKey: this.secrets.dkim.seal(keys.privateKeyPem),
        publicKey: keys.publicKey,
        sealedSigningKey: this.secrets.signing.seal(randomBytes(32).toString('hex').toUpperCase()),
      },
      options,
    );
    if (!id) throw new CommandError(7, 'Sender domain create process failed: you already have this domain');
    const row = await this.repository.find(userId, id);
    if (!row) throw new CommandError(8, 'Sender domain could not be retrieved after creation');
    return { Success: true, DomainID: id, SenderDomain: userDomainObject(row, this.config) };
  }
}
