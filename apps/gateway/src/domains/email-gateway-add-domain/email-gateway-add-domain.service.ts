import { randomBytes } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type GatewayAddDomainReply, type GatewayAddDomainRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { UserLimits } from '../../common/user-limits';
import { VerifyDomainJob } from '../verification/verify-domain.job';
import { newDkimKeyPair } from '../dkim-key-pair';
import { presentDomain } from '../domain.presenter';
import { senderDomainName } from '../domain-name';
import { DomainSecrets } from '../domain-secrets';
import { SenderDomainRepository } from '../sender-domain.repository';

/** EmailGateway.AddDomain: 1 missing (DTO), 2 invalid or already added, 3 the group's sender domain limit. */
@Injectable()
export class EmailGatewayAddDomainService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly secrets: DomainSecrets,
    private readonly limits: UserLimits,
    private readonly jobs: JobQueue,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async add(userId: number, input: GatewayAddDomainRequest): Promise<GatewayAddDomainReply> {
    const name = senderDomainName(input.domainname);
    if (!name) throw new CommandError(2, 'Invalid domain name');
    const max = (await this.limits.of(userId)).senderDomains;
    if (max !== null && (await this.domains.countOwned(userId)) >= max) throw new CommandError(3, 'Sender domain limit of your user group is reached');
    const keys = await newDkimKeyPair();
    const signingKey = randomBytes(32).toString('hex').toUpperCase();
    const id = await this.domains.insert({
      userId,
      name,
      selector: selectorFor(new Date()),
      sealedPrivateKey: this.secrets.dkim.seal(keys.privateKeyPem),
      publicKey: keys.publicKey,
      sealedSigningKey: this.secrets.signing.seal(signingKey),
    });
    if (!id) throw new CommandError(2, 'Invalid domain name: this domain is already added');
    // a first look right away (users often publish the records before adding the domain); the cron keeps looking
    await this.jobs.send(VerifyDomainJob, { domainId: id, firstCheck: true });
    const row = (await this.domains.find(id))!;
    return { NewSenderDomainID: id, Domain: { ...presentDomain(row, this.config), SigningKey: signingKey } };
  }
}

/** `gw` + YYYYMM: a new key gets a new selector, so a rotated key never replaces a published one in place. */
function selectorFor(at: Date): string {
  return `gw${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}
