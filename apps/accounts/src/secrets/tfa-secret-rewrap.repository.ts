import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

import type { TfaSecretColumn, TfaSecretTable } from './tfa-secret.codec';

export interface StoredSecret {
  id: number;
  stored: string;
}

/** Finds and replaces stored 2FA secrets that are plaintext or sealed under a key other than the active one. */
@Injectable()
export class TfaSecretRewrapRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  /** Rows after `afterId` whose secret is not sealed under `activeKeyId`, in id order. */
  async needingRewrap(table: TfaSecretTable, column: TfaSecretColumn, activeKeyId: string, afterId: number, limit: number): Promise<StoredSecret[]> {
    return this.db.query(
      `SELECT "id", "${column}" AS "stored" FROM "accounts"."${table}"
        WHERE "id" > $1 AND "${column}" <> '' AND NOT starts_with("${column}", $2) ORDER BY "id" LIMIT $3`,
      [afterId, `sealed:v1:${activeKeyId}:`, limit],
    );
  }

  /** Compare-and-set: a secret changed meanwhile (2FA turned off, another replica's pass) is left alone. */
  async replace(table: TfaSecretTable, column: TfaSecretColumn, id: number, stored: string, rewrapped: string): Promise<boolean> {
    const rows = returningRows<{ id: number }>(
      await this.db.query(`UPDATE "accounts"."${table}" SET "${column}" = $3 WHERE "id" = $1 AND "${column}" = $2 RETURNING "id"`, [id, stored, rewrapped]),
    );
    return rows.length === 1;
  }

  async countNeedingRewrap(table: TfaSecretTable, column: TfaSecretColumn, activeKeyId: string): Promise<number> {
    const [row] = await this.db.query(`SELECT count(*)::int AS n FROM "accounts"."${table}" WHERE "${column}" <> '' AND NOT starts_with("${column}", $1)`, [
      `sealed:v1:${activeKeyId}:`,
    ]);
    return row.n;
  }
}
