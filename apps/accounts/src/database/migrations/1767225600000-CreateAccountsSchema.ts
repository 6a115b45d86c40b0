import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createOutboxTableSql, dropOutboxTableSql } from '@mail/db';

/**
 * Users, groups, administrators and their credentials. Secrets (passwords, session tokens, API keys,
 * captcha answers) are stored only as hashes: argon2id for passwords, sha256 for high-entropy tokens.
 */
export class CreateAccountsSchema1767225600000 implements MigrationInterface {
  name = 'CreateAccountsSchema1767225600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "accounts"."user_group" (
      "id" serial PRIMARY KEY,
      "name" text NOT NULL,
      "plan_name" text NOT NULL DEFAULT '',
      "is_default" boolean NOT NULL DEFAULT false,
      "default_sender_domain" text NOT NULL DEFAULT '',
      "default_sender_domain_monthly_limit" integer NOT NULL DEFAULT 0,
      "limit_lists" integer,
      "limit_subscribers" integer,
      "limit_sender_domains" integer,
      "max_send_per_minute" integer,
      "max_send_per_hour" integer,
      "max_send_per_day" integer,
      "limit_monthly" integer,
      "limit_lifetime" integer,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "user_group_one_default" ON "accounts"."user_group" ("is_default") WHERE "is_default"`);
    await q.query(`INSERT INTO "accounts"."user_group" ("name", "plan_name", "is_default") VALUES ('Default', 'Default', true)`);

    await q.query(`CREATE TABLE "accounts"."user" (
      "id" serial PRIMARY KEY,
      "rel_user_group_id" integer NOT NULL REFERENCES "accounts"."user_group" ("id"),
      "username" text NOT NULL,
      "email_address" text NOT NULL,
      "password_hash" text NOT NULL,
      "first_name" text NOT NULL DEFAULT '',
      "last_name" text NOT NULL DEFAULT '',
      "company_name" text NOT NULL DEFAULT '',
      "website" text NOT NULL DEFAULT '',
      "street" text NOT NULL DEFAULT '',
      "street2" text NOT NULL DEFAULT '',
      "city" text NOT NULL DEFAULT '',
      "state" text NOT NULL DEFAULT '',
      "zip" text NOT NULL DEFAULT '',
      "country" text NOT NULL DEFAULT '',
      "vat" text NOT NULL DEFAULT '',
      "phone" text NOT NULL DEFAULT '',
      "phone_verified" boolean NOT NULL DEFAULT false,
      "fax" text NOT NULL DEFAULT '',
      "time_zone" text NOT NULL DEFAULT 'UTC',
      "language" text NOT NULL DEFAULT 'en',
      "account_status" text NOT NULL DEFAULT 'Enabled',
      "available_credits" integer NOT NULL DEFAULT 0,
      "reputation_level" text NOT NULL DEFAULT 'Trusted',
      "sign_up_ip_address" text NOT NULL DEFAULT '',
      "user_since" timestamptz NOT NULL DEFAULT now(),
      "last_activity_at" timestamptz,
      "tfa_enabled" boolean NOT NULL DEFAULT false,
      "tfa_secret" text NOT NULL,
      "tfa_recovery_key" text NOT NULL DEFAULT '',
      "sso_id" text NOT NULL DEFAULT '',
      "subscription_id" text NOT NULL DEFAULT '',
      "allowed_ip_addresses" text NOT NULL DEFAULT '',
      "rate_limits" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "preferences" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "updated_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "user_username_unique" ON "accounts"."user" (lower("username"))`);
    await q.query(`CREATE UNIQUE INDEX "user_email_unique" ON "accounts"."user" (lower("email_address"))`);
    await q.query(`CREATE INDEX "user_group_idx" ON "accounts"."user" ("rel_user_group_id")`);

    await q.query(`CREATE TABLE "accounts"."administrator" (
      "id" serial PRIMARY KEY,
      "name" text NOT NULL DEFAULT '',
      "username" text NOT NULL,
      "email_address" text NOT NULL DEFAULT '',
      "password_hash" text NOT NULL,
      "api_key_hash" text,
      "tfa_enabled" boolean NOT NULL DEFAULT false,
      "tfa_secret" text NOT NULL,
      "tfa_recovery_key" text NOT NULL DEFAULT '',
      "is_bootstrap" boolean NOT NULL DEFAULT false,
      "bootstrap_username" text,
      "bootstrap_password_hash" text,
      "bootstrap_api_key_hash" text,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE UNIQUE INDEX "administrator_username_unique" ON "accounts"."administrator" (lower("username"))`);
    await q.query(`CREATE UNIQUE INDEX "administrator_api_key_unique" ON "accounts"."administrator" ("api_key_hash")`);
    await q.query(`CREATE UNIQUE INDEX "administrator_one_bootstrap" ON "accounts"."administrator" ("is_bootstrap") WHERE "is_bootstrap"`);

    await q.query(`CREATE TABLE "accounts"."session" (
      "id" uuid PRIMARY KEY,
      "token_hash" text NOT NULL UNIQUE,
      "user_id" integer REFERENCES "accounts"."user" ("id") ON DELETE CASCADE,
      "admin_id" integer REFERENCES "accounts"."administrator" ("id") ON DELETE CASCADE,
      "ip_address" text NOT NULL DEFAULT '',
      "created_at" timestamptz NOT NULL DEFAULT now(),
      "expires_at" timestamptz NOT NULL,
      CHECK (("user_id" IS NULL) <> ("admin_id" IS NULL))
    )`);
    await q.query(`CREATE INDEX "session_user_idx" ON "accounts"."session" ("user_id")`);
    await q.query(`CREATE INDEX "session_admin_idx" ON "accounts"."session" ("admin_id")`);
    await q.query(`CREATE INDEX "session_expires_idx" ON "accounts"."session" ("expires_at")`);

    await q.query(`CREATE TABLE "accounts"."api_key" (
      "id" serial PRIMARY KEY,
      "user_id" integer NOT NULL REFERENCES "accounts"."user" ("id") ON DELETE CASCADE,
      "key_hash" text NOT NULL UNIQUE,
      "note" text NOT NULL,
      "bound_ip_address" text NOT NULL DEFAULT '',
      "permissions" text[],
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "api_key_user_idx" ON "accounts"."api_key" ("user_id")`);

    await q.query(`CREATE TABLE "accounts"."captcha" (
      "id" uuid PRIMARY KEY,
      "answer_hash" text NOT NULL,
      "expires_at" timestamptz NOT NULL
    )`);

    await q.query(`CREATE TABLE "accounts"."login_failure" (
      "id" bigserial PRIMARY KEY,
      "scope" text NOT NULL,
      "username" text NOT NULL,
      "ip_address" text NOT NULL,
      "at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "login_failure_username_idx" ON "accounts"."login_failure" ("scope", "username", "at")`);
    await q.query(`CREATE INDEX "login_failure_ip_idx" ON "accounts"."login_failure" ("scope", "ip_address", "at")`);

    await q.query(`CREATE TABLE "accounts"."usage_counter" (
      "user_id" integer NOT NULL,
      "metric" text NOT NULL,
      "period" text NOT NULL,
      "period_start" timestamptz NOT NULL,
      "count" bigint NOT NULL DEFAULT 0,
      PRIMARY KEY ("user_id", "metric", "period", "period_start")
    )`);
    await q.query(`CREATE TABLE "accounts"."processed_event" (
      "id" text PRIMARY KEY,
      "processed_at" timestamptz NOT NULL DEFAULT now()
    )`);

    for (const sql of createOutboxTableSql('accounts')) await q.query(sql);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const sql of dropOutboxTableSql('accounts')) await q.query(sql);
    for (const table of ['processed_event', 'usage_counter', 'login_failure', 'captcha', 'api_key', 'session', 'administrator', 'user', 'user_group']) {
      await q.query(`DROP TABLE IF EXISTS "accounts"."${table}"`);
    }
  }
}
