import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Clients (sub-accounts, vendor section 14): a login owned by a user, its sessions (the `client` credential
 * scope the auth resolver answers) and the lists and campaigns assigned to it. Assignments keep only ids: the
 * lists and campaigns live in their services, which are asked over the bus and answer only what still exists
 * and is still the owner's. Usernames and email addresses are unique across all clients (the login is by
 * username alone).
 */
export class CreateClients1800450000000 implements MigrationInterface {
  name = 'CreateClients1800450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."client" (
      "id" serial PRIMARY KEY,
      "owner_user_id" integer NOT NULL REFERENCES "accounts"."user" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "username" text NOT NULL,
      "email_address" text NOT NULL,
      "password_hash" text NOT NULL,
      "account_status" text NOT NULL DEFAULT 'Enabled',
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS "client_username_uq" ON "accounts"."client" (lower("username"))`);
    await q.query(`CREATE UNIQUE INDEX IF NOT EXISTS "client_email_uq" ON "accounts"."client" (lower("email_address"))`);
    await q.query(`CREATE INDEX IF NOT EXISTS "client_owner_idx" ON "accounts"."client" ("owner_user_id")`);
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."client_session" (
      "id" uuid PRIMARY KEY,
      "token_hash" text NOT NULL UNIQUE,
      "client_id" integer NOT NULL REFERENCES "accounts"."client" ("id") ON DELETE CASCADE,
      "ip_address" text NOT NULL DEFAULT '',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL
    )`);
    await q.query(`CREATE INDEX IF NOT EXISTS "client_session_client_idx" ON "accounts"."client_session" ("client_id")`);
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."client_list" (
      "client_id" integer NOT NULL REFERENCES "accounts"."client" ("id") ON DELETE CASCADE,
      "list_id" bigint NOT NULL,
      PRIMARY KEY ("client_id", "list_id")
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."client_campaign" (
      "client_id" integer NOT NULL REFERENCES "accounts"."client" ("id") ON DELETE CASCADE,
      "campaign_id" bigint NOT NULL,
      PRIMARY KEY ("client_id", "campaign_id")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "accounts"."client_campaign"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."client_list"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."client_session"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."client"`);
  }
}
