import { Inject, Injectable } from '@nestjs/common';

import { SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT, type SenderDomainDkimReply, type SenderDomainDkimRequest } from '@mail/contracts';
import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

import { DomainSecrets } from '../domain-secrets';
import { SenderDomainRepository } from '../sender-domain.repository';

/**
 * `gateway.q.sender-domain.dkim`: one of the user's sender domains (another user's, or none, is `found: false`) and,
 * when asked `withKey`, its DKIM key opened from its column and sealed again for the bus (SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT), so the
 * key is never plain text outside this process.
 */
@Injectable()
export class SenderDomainDkimService {
  private readonly transport: SecretBox;

  constructor(
    private readonly domains: SenderDomainRepository,
    private readonly secrets: DomainSecrets,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.transport = new SecretBox(keyring, SENDER_DOMAIN_DKIM_TRANSPORT_CONTEXT);
  }

  async find(r: SenderDomainDkimRequest): Promise<SenderDomainDkimReply> {
    const domain = await this.domains.findOwned(r.userId, r.domainId);
    // a paused domain (user.senderdomain.update status=Disabled) stays the user's (actions may name it) but is not sent
    // from: asked for its key (to send), it is not found, so the sender uses its default
    if (!domain || (domain.disabled && r.withKey)) return { found: false };
    return {
      found: true,
      domainId: domain.id,
      name: domain.name,
      verificationStatus: domain.verification_status,
      dkimSelector: domain.dkim_selector,
      ...(r.withKey ? { sealedDkimPrivateKey: this.transport.seal(this.secrets.dkim.open(domain.dkim_private_key)) } : {}),
    };
  }
}
