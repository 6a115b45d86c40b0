import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The SMS suppression list of the vendor's smssuppression.* commands: the opt-out table becomes its entries.
 * - each entry has an id, a level (system, user, list: list entries name the list; system entries have user 0),
 *   the number as given and its normalised form (`number`: E.164, or the pattern with `*`), whether it is a
 *   pattern (`like_pattern`: the SQL LIKE form of a pattern, `*` → `%`: digits, `+` and `%` only), its reason,
 *   source, notes, who added it and when it changed;
 * - the opt-outs recorded so far keep their number and time and become reason `optout`, source `optout_link`;
 * - one entry per (level, user, list, number); the number index serves the send-time lookup, the partial index
 *   the pattern lookup.
 */
export class SmsSuppressionEntries1800430000000 implements MigrationInterface {
  name = 'SmsSuppressionEntries1800430000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sms"."suppression" DROP CONSTRAINT "suppression_pkey"`);
    await q.query(`ALTER TABLE "sms"."suppression"
      ADD COLUMN "id" bigserial PRIMARY KEY,
      ADD COLUMN "level" text NOT NULL DEFAULT 'user' CHECK ("level" IN ('system', 'user', 'list')),
      ADD COLUMN "list_id" bigint NOT NULL DEFAULT 0,
      ADD COLUMN "phone_number" text NOT NULL DEFAULT '',
      ADD COLUMN "is_pattern" boolean NOT NULL DEFAULT false,
      ADD COLUMN "like_pattern" text,
      ADD COLUMN "source" text NOT NULL DEFAULT 'api',
      ADD COLUMN "notes" text NOT NULL DEFAULT '',
      ADD COLUMN "added_by_user_id" integer,
      ADD COLUMN "added_by_admin_id" integer,
      ADD COLUMN "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')`);
    await q.query(
      `UPDATE "sms"."suppression" SET "reason" = 'optout', "source" = 'optout_link', "phone_number" = "number", "updated_at" = "created_at" WHERE "reason" = 'opt_out'`,
    );
    await q.query(`UPDATE "sms"."suppression" SET "phone_number" = "number" WHERE "phone_number" = ''`);
    await q.query(`CREATE UNIQUE INDEX "suppression_entry_idx" ON "sms"."suppression" ("user_id", "level", "list_id", "number")`);
    await q.query(`CREATE INDEX "suppression_number_idx" ON "sms"."suppression" ("number") WHERE NOT "is_pattern"`);
    await q.query(`CREATE INDEX "suppression_pattern_idx" ON "sms"."suppression" ("user_id") WHERE "is_pattern"`);
    await q.query(`CREATE INDEX "suppression_browse_idx" ON "sms"."suppression" ("user_id", "created_at" DESC, "id" DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "sms"."suppression" WHERE "level" <> 'user' OR "is_pattern" OR "reason" <> 'optout'`);
    await q.query(
      `DELETE FROM "sms"."suppression" a USING "sms"."suppression" b WHERE a."user_id" = b."user_id" AND a."number" = b."number" AND a."id" > b."id"`,
    );
    await q.query(`UPDATE "sms"."suppression" SET "reason" = 'opt_out'`);
    for (const index of ['suppression_entry_idx', 'suppression_number_idx', 'suppression_pattern_idx', 'suppression_browse_idx'])
      await q.query(`DROP INDEX "sms"."${index}"`);
    await q.query(`ALTER TABLE "sms"."suppression"
      DROP COLUMN "id", DROP COLUMN "level", DROP COLUMN "list_id", DROP COLUMN "phone_number", DROP COLUMN "is_pattern",
      DROP COLUMN "like_pattern", DROP COLUMN "source", DROP COLUMN "notes", DROP COLUMN "added_by_user_id",
      DROP COLUMN "added_by_admin_id", DROP COLUMN "updated_at"`);
    await q.query(`ALTER TABLE "sms"."suppression" ADD PRIMARY KEY ("user_id", "number")`);
  }
}
