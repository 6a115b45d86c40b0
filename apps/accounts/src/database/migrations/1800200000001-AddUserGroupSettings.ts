import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The vendor's user group settings that no service enforces yet (subscriber-area logout URL, theme, forced
 * links, campaigns per period, Options, DefaultRateLimits, CustomEmailHeaders): kept as the group's
 * settings document, shown by usergroup.get and usergroups.get and copied by usergroup.duplicate.
 */
export class AddUserGroupSettings1800200000001 implements MigrationInterface {
  name = 'AddUserGroupSettings1800200000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts"."user_group" ADD COLUMN IF NOT EXISTS "settings" jsonb NOT NULL DEFAULT '{}'::jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "accounts"."user_group" DROP COLUMN IF EXISTS "settings"`);
  }
}
