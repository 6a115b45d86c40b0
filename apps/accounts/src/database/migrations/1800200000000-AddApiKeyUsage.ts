import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user.apikey.list shows each key's usage (vendor v5.9.1): when and from where it last opened a session
 * with User.Login, how many times, and a hint of the key (only its sha256 is stored, so the list can never
 * show the key itself). Keys created before this migration have no hint.
 */
export class AddApiKeyUsage1800200000000 implements MigrationInterface {
  name = 'AddApiKeyUsage1800200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts"."api_key"
      ADD COLUMN IF NOT EXISTS "key_hint" text NOT NULL DEFAULT '',
      ADD COLUMN IF NOT EXISTS "last_used_at" timestamptz,
      ADD COLUMN IF NOT EXISTS "last_used_ip" text,
      ADD COLUMN IF NOT EXISTS "request_count" integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts"."api_key"
      DROP COLUMN IF EXISTS "key_hint",
      DROP COLUMN IF EXISTS "last_used_at",
      DROP COLUMN IF EXISTS "last_used_ip",
      DROP COLUMN IF EXISTS "request_count"`);
  }
}
