import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients (addresses) an account has logged in from successfully. Failures of a username from
 * other addresses never block these (docs/services/accounts.md, "Brute-force policy").
 */
export class CreateLoginKnownClient1767312000000 implements MigrationInterface {
  name = 'CreateLoginKnownClient1767312000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "accounts"."login_known_client" (
      "scope" text NOT NULL,
      "username" text NOT NULL,
      "ip_address" text NOT NULL,
      "last_success_at" timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY ("scope", "username", "ip_address")
    )`);
    await q.query(`CREATE INDEX "login_known_client_last_success_idx" ON "accounts"."login_known_client" ("last_success_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "accounts"."login_known_client"`);
  }
}
