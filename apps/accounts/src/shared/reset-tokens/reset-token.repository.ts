import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** The stored half of a reset token: its sha256, keyed by (scope, principal). */
@Injectable()
export class ResetTokenRepository {
  constructor(private readonly db: ServiceDb) {}

  /** stores the token's hash for the principal, replacing (voiding) any earlier one */
  async put(scope: string, principalId: number, tokenHash: string, ttlSeconds: number): Promise<void> {
    await this.db.returning(
      `INSERT INTO "accounts"."reset_token" ("scope", "principal_id", "token_hash", "expires_at")
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT ("scope", "principal_id") DO UPDATE
         SET "token_hash" = EXCLUDED."token_hash", "expires_at" = EXCLUDED."expires_at", "created_at" = now()
       RETURNING "principal_id"`,
      [scope, principalId, tokenHash, ttlSeconds],
    );
  }

  /** deletes the token (used once, whatever the outcome) and answers its principal while it was still live */
  async take(scope: string, tokenHash: string): Promise<number | undefined> {
    const rows = await this.db.returning<{ principal_id: number; live: boolean }>(
      `DELETE FROM "accounts"."reset_token" WHERE "scope" = $1 AND "token_hash" = $2
       RETURNING "principal_id", "expires_at" > now() AS "live"`,
      [scope, tokenHash],
    );
    const row = rows[0];
    return row?.live ? Number(row.principal_id) : undefined;
  }

  /** drops every token of the principal (its password changed another way, or it was deleted) */
  async drop(scope: string, principalId: number): Promise<void> {
    await this.db.returning(`DELETE FROM "accounts"."reset_token" WHERE "scope" = $1 AND "principal_id" = $2 RETURNING 1`, [scope, principalId]);
  }

  /** the maintenance job: tokens past their expiry (they would only be refused) */
  async purgeExpired(): Promise<void> {
    await this.db.returning(`DELETE FROM "accounts"."reset_token" WHERE "expires_at" < now() RETURNING 1`);
  }
}
