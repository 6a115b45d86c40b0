import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { CommandError, type EmailGatewayRegenerateSigningKeyReply, type EmailGatewayRegenerateSigningKeyRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { DomainSecrets } from '../../domains/domain-secrets';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';

/**
 * EmailGateway.RegenerateSigningKey: a new 256-bit key on the domain (sealed); the delivery worker reads the key with
 * each post, so the next webhook is signed with it. 2 not the caller's domain, 3 gone meanwhile.
 */
@Injectable()
export class EmailGatewayRegenerateSigningKeyService {
  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly secrets: DomainSecrets,
  ) {}

  async run(userId: number, input: EmailGatewayRegenerateSigningKeyRequest): Promise<EmailGatewayRegenerateSigningKeyReply> {
    const id = positiveId(input.domainid)!;
    if (!(await this.domains.findOwned(userId, id))) throw new CommandError(2, 'Domain could not be retrieved');
    const signingKey = randomBytes(32).toString('hex').toUpperCase();
    if (!(await this.domains.setSigningKey(userId, id, this.secrets.signing.seal(signingKey))))
      throw new CommandError(3, 'Nothing was updated; retrying is safe');
    return { SigningKey: signingKey };
  }
}
