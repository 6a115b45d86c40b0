import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { type Keyring, SecretBox, sealedKeyId } from '@mail/secrets';

import { SECRET_KEYRING } from './secret-keyring.provider';

export type TfaSecretTable = 'user' | 'administrator';

const log = logger('accounts.secrets');

/**
 * TOTP secrets are stored sealed (libs/secrets) and handled as plaintext in memory: repositories
 * seal on write and open on read, so services never see the stored form. Each table is its own
 * context, so a value copied from one row kind to the other does not open.
 */
@Injectable()
export class TfaSecretCodec {
  private readonly boxes: Record<TfaSecretTable, SecretBox>;

  constructor(@Inject(SECRET_KEYRING) keyring: Keyring) {
    this.boxes = {
      user: new SecretBox(keyring, 'accounts.user.tfa_secret'),
      administrator: new SecretBox(keyring, 'accounts.administrator.tfa_secret'),
    };
  }

  box(table: TfaSecretTable): SecretBox {
    return this.boxes[table];
  }

  /**
   * The row with its secret opened. A secret that does not open (its key was removed from
   * SECRETS_KEYS too early) reads as empty and is logged: TOTP then fails closed for that account
   * while everything else about it keeps working.
   */
  opened<T extends { id: number; tfa_secret: string }>(table: TfaSecretTable, row: T | undefined): T | undefined {
    if (!row) return row;
    try {
      return { ...row, tfa_secret: this.boxes[table].open(row.tfa_secret) };
    } catch (error) {
      log.error(
        { table, id: row.id, keyId: sealedKeyId(row.tfa_secret), err: (error as Error).message },
        'a 2FA secret does not open; TOTP fails for this account',
      );
      return { ...row, tfa_secret: '' };
    }
  }

  /** Values to write, with a plaintext secret sealed. */
  sealed<T extends { tfa_secret?: string }>(table: TfaSecretTable, values: T): T {
    return values.tfa_secret === undefined ? values : { ...values, tfa_secret: this.boxes[table].seal(values.tfa_secret) };
  }
}
