import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user.senderdomain.*: the user's campaign and journey sender domains are rows of the same sender_domain table as the
 * gateway's (one model: one DKIM key, one verifier, one query campaigns and journeys ask), told apart by `origin`
 * ('gateway' from EmailGateway.AddDomain, 'user' from user.senderdomain.create) only where the vendor lists them apart.
 * - disabled: paused by the user (user.senderdomain.update status=Disabled): kept, but never sent from.
 * - deleted_at: soft-deleted (user.senderdomain.delete): invisible to every read; creating it again revives the row.
 * - last_verified_at: the last user.senderdomain.verify call (LastVerifiedAt), whatever it found.
 * - dns_checks: each shown record's last verification result by host name (absent: never checked).
 */
export class UserSenderDomains1800460000000 implements MigrationInterface {
  name = 'UserSenderDomains1800460000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."sender_domain"
      ADD COLUMN IF NOT EXISTS "origin" text NOT NULL DEFAULT 'gateway',
      ADD COLUMN IF NOT EXISTS "disabled" boolean NOT NULL DEFAULT false,
      ADD COLUMN IF NOT EXISTS "deleted_at" timestamptz,
      ADD COLUMN IF NOT EXISTS "last_verified_at" timestamptz,
      ADD COLUMN IF NOT EXISTS "dns_checks" jsonb NOT NULL DEFAULT '{}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "gateway"."sender_domain"
      DROP COLUMN IF EXISTS "dns_checks", DROP COLUMN IF EXISTS "last_verified_at", DROP COLUMN IF EXISTS "deleted_at",
      DROP COLUMN IF EXISTS "disabled", DROP COLUMN IF EXISTS "origin"`);
  }
}
