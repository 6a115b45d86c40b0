import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { logger } from '@mail/config';

import { TfaSecretRewrapRepository } from './tfa-secret-rewrap.repository';
import { TFA_SECRET_COLUMNS, TfaSecretCodec, type TfaSecretColumn, type TfaSecretTable } from './tfa-secret.codec';

const log = logger('accounts.secrets');
const BATCH = 500;
const TABLES: TfaSecretTable[] = ['user', 'administrator'];

export interface RewrapReport {
  rewrapped: number;
  /** secrets still not under the active key: they do not open with any key of the keyring */
  remaining: number;
}

/**
 * Brings every stored 2FA secret under the active key: seals values stored before encryption
 * existed and re-wraps those sealed under an older key (docs/operations.md, "Secret encryption
 * keys"). Runs at every boot, after the migrations, and from `npm run cli -- secrets:rotate`.
 * Idempotent and safe on several replicas at once (compare-and-set per row).
 */
@Injectable()
export class TfaSecretRewrapService implements OnApplicationBootstrap {
  constructor(
    private readonly repository: TfaSecretRewrapRepository,
    private readonly codec: TfaSecretCodec,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const report = await this.rewrapAll();
    if (report.rewrapped || report.remaining) log.info(report, '2FA secrets brought under the active key');
  }

  async rewrapAll(): Promise<RewrapReport> {
    let rewrapped = 0;
    let remaining = 0;
    for (const table of TABLES)
      for (const column of TFA_SECRET_COLUMNS) {
        rewrapped += await this.rewrapColumn(table, column);
        remaining += await this.repository.countNeedingRewrap(table, column, this.codec.box(table, column).keyring.activeKeyId);
      }
    return { rewrapped, remaining };
  }

  private async rewrapColumn(table: TfaSecretTable, column: TfaSecretColumn): Promise<number> {
    const box = this.codec.box(table, column);
    let done = 0;
    let afterId = 0;
    for (;;) {
      const rows = await this.repository.needingRewrap(table, column, box.keyring.activeKeyId, afterId, BATCH);
      for (const row of rows) {
        afterId = row.id;
        try {
          if (await this.repository.replace(table, column, row.id, row.stored, box.rewrap(row.stored))) done++;
        } catch (error) {
          log.error({ table, column, id: row.id, err: (error as Error).message }, 'a 2FA secret could not be re-encrypted');
        }
      }
      if (rows.length < BATCH) return done;
    }
  }
}
