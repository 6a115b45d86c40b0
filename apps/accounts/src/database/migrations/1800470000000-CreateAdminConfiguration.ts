import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrator's configuration: system settings (one row per setting name, JSON value), themes, delivery
 * servers (SMTP password sealed) and SSO sources (HMAC secret sealed). A default theme exists from the start:
 * theme.delete keeps at least one.
 */
export class CreateAdminConfiguration1800470000000 implements MigrationInterface {
  name = 'CreateAdminConfiguration1800470000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."system_setting" (
      "name" text PRIMARY KEY,
      "value" jsonb NOT NULL,
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."theme" (
      "id" serial PRIMARY KEY,
      "template" text NOT NULL,
      "name" text NOT NULL,
      "product_name" text NOT NULL DEFAULT '',
      "logo_data" text NOT NULL DEFAULT '',
      "logo_type" text NOT NULL DEFAULT '',
      "logo_size" integer NOT NULL DEFAULT 0,
      "logo_file_name" text NOT NULL DEFAULT '',
      "settings" text NOT NULL DEFAULT '',
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`INSERT INTO "accounts"."theme" ("template", "name", "product_name") SELECT 'weefive', 'Default', 'Octeth'
      WHERE NOT EXISTS (SELECT 1 FROM "accounts"."theme")`);
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."delivery_server" (
      "id" serial PRIMARY KEY,
      "name" text NOT NULL,
      "smtp_host" text NOT NULL,
      "smtp_port" integer NOT NULL,
      "smtp_secure" text NOT NULL DEFAULT 'false',
      "smtp_timeout" integer NOT NULL DEFAULT 30,
      "smtp_auth" boolean NOT NULL DEFAULT false,
      "smtp_username" text NOT NULL DEFAULT '',
      "smtp_password_sealed" text NOT NULL DEFAULT '',
      "domains" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "sender_rotation" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "verification" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "verification_checked_at" timestamptz,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."sso_source" (
      "id" serial PRIMARY KEY,
      "name" text NOT NULL,
      "code" text NOT NULL UNIQUE,
      "description" text NOT NULL DEFAULT '',
      "expires_at" timestamptz,
      "valid_for_seconds" integer NOT NULL,
      "options" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "secret_sealed" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    // one-time use of an SSO link: its nonce is remembered until the link would have expired anyway
    await q.query(`CREATE TABLE IF NOT EXISTS "accounts"."sso_nonce" (
      "source_id" integer NOT NULL REFERENCES "accounts"."sso_source" ("id") ON DELETE CASCADE,
      "nonce" text NOT NULL,
      "expires_at" timestamptz NOT NULL,
      PRIMARY KEY ("source_id", "nonce")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "accounts"."sso_nonce"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."sso_source"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."delivery_server"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."theme"`);
    await q.query(`DROP TABLE IF EXISTS "accounts"."system_setting"`);
  }
}
