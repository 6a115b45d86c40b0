import { Inject, Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { type Keyring, SECRET_KEYRING, SecretBox, sealedKeyId } from '@mail/secrets';

export type TfaSecretTable = 'user' | 'administrator';
/** The 2FA values stored sealed: the TOTP secret, and the recovery key (shown back by User.Get). */
export type TfaSecretColumn = 'tfa_secret' | 'tfa_recovery_key';
export const TFA_SECRET_COLUMNS: TfaSecretColumn[] = ['tfa_secret', 'tfa_recovery_key'];

type SealedRow = { id: number } & Partial<Record<TfaSecretColumn, string>>;

const log = logger('accounts.secrets');

/**
 * TOTP secrets and recovery keys are stored sealed (libs/secrets) and handled as plaintext in
 * memory: repositories seal on write and open on read, so services never see the stored form. Each
 * table and column is its own context, so a value copied from one place to another does not open.
 * An empty value (2FA off) stays empty.
 */
@Injectable()
export class TfaSecretCodec {
  private readonly boxes = new Map<string, SecretBox>();

  constructor(@Inject(SECRET_KEYRING) private readonly keyring: Keyring) {}

  box(table: TfaSecretTable, column: TfaSecretColumn = 'tfa_secret'): SecretBox {
    const context = `accounts.${table}.${column}`;
    let box = this.boxes.get(context);
    if (!box) this.boxes.set(context, (box = new SecretBox(this.keyring, context)));
    return box;
  }

  /**
   * The row with its secret opened. A secret that does not open (its key was removed from
   * SECRETS_KEYS too early) reads as empty and is logged: TOTP then fails closed for that account
   * while everything else about it keeps working.
   */
  opened<T extends SealedRow>(table: TfaSecretTable, row: T | undefined): T | undefined {
    if (!row) return row;
    const opened = { ...row };
    for (const column of TFA_SECRET_COLUMNS) {
      const stored = row[column];
      if (!stored) continue;
      try {
        opened[column] = this.box(table, column).open(stored);
      } catch (error) {
        log.error(
          { table, column, id: row.id, keyId: sealedKeyId(stored), err: (error as Error).message },
          'a 2FA secret does not open; the second factor fails for this account',
        );
        opened[column] = '';
      }
    }
    return opened;
  }

  /** Values to write, with plaintext secrets sealed. */
  sealed<T extends Partial<Record<TfaSecretColumn, string>>>(table: TfaSecretTable, values: T): T {
    const sealed = { ...values };
    for (const column of TFA_SECRET_COLUMNS) {
      const plain = values[column];
      if (plain) sealed[column] = this.box(table, column).seal(plain);
    }
    return sealed;
  }
}
