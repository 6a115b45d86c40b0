import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';

import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

/** Each SSO source's HMAC signing secret: random, stored sealed (libs/secrets, SECRETS_KEYS) in its own context. */
@Injectable()
export class SsoSecrets {
  private readonly box: SecretBox;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.box = new SecretBox(keyring, 'accounts.sso_source.secret');
  }

  /** a new secret, in plaintext (answered once) and sealed (stored) */
  issue(): { plain: string; sealed: string } {
    const plain = randomBytes(32).toString('hex');
    return { plain, sealed: this.box.seal(plain) };
  }

  open(sealed: string): string {
    return this.box.open(sealed);
  }
}
