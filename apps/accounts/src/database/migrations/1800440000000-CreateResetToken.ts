import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Password-reset tokens (user.passwordremind, admin.passwordremind; clients later): one live token per
 * (scope, principal), so a new reminder voids the previous link. Only the token's sha256 is stored; a token is
 * deleted when used (single use) and refused after expires_at.
 */
export class CreateResetToken1800440000000 implements MigrationInterface {
  name = 'CreateResetToken1800440000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."reset_token" (
      "scope" text NOT NULL,
      "principal_id" integer NOT NULL,
      "token_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("scope", "principal_id")
    )`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS "reset_token_hash" ON "accounts"."reset_token" ("token_hash")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "accounts"."reset_token"`);
  }
}
