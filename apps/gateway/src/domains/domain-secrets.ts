import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

/** The sealed secrets of a sender domain: its DKIM private key and its webhook signing key (each bound to its column). */
@Injectable()
export class DomainSecrets {
  readonly dkim: SecretBox;
  readonly signing: SecretBox;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.dkim = new SecretBox(keyring, 'gateway.sender_domain.dkim_private_key');
    this.signing = new SecretBox(keyring, 'gateway.sender_domain.signing_key');
  }
}
