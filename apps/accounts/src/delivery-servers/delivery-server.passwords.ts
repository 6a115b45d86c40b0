import { Inject, Injectable } from '@nestjs/common';

import { type Keyring, SECRET_KEYRING, SecretBox } from '@mail/secrets';

/**
 * Delivery server SMTP passwords are stored sealed (libs/secrets, SECRETS_KEYS) in their own context, so a sealed
 * value copied to another column does not open; they are opened only to connect, never to answer.
 */
@Injectable()
export class DeliveryServerPasswords {
  private readonly box: SecretBox;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.box = new SecretBox(keyring, 'accounts.delivery_server.smtp_password');
  }

  seal(password: string): string {
    return password ? this.box.seal(password) : '';
  }

  /** '' for none, or for a value that no longer opens (its key left SECRETS_KEYS): the connection test then fails AUTH */
  open(sealed: string): string {
    if (!sealed) return '';
    try {
      return this.box.open(sealed);
    } catch {
      return '';
    }
  }
}
