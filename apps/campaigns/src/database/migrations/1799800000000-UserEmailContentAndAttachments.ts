import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * user_email_content: a user's account-wide header and footer blocks (user.emailcontent.*), one row per user that
 * saved any, added to every campaign message at render time. email_attachment: the files attached to an email
 * (attachment.delete removes one; the owner is kept on the row so every read is scoped by it).
 */
export class UserEmailContentAndAttachments1799800000000 implements MigrationInterface {
  name = 'UserEmailContentAndAttachments1799800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."user_email_content" (
      "user_id" integer PRIMARY KEY,
      "plain_header" text NOT NULL DEFAULT '',
      "plain_footer" text NOT NULL DEFAULT '',
      "html_header" text NOT NULL DEFAULT '',
      "html_footer" text NOT NULL DEFAULT '',
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE TABLE "campaigns"."email_attachment" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "email_id" bigint NOT NULL REFERENCES "campaigns"."email" ("id") ON DELETE CASCADE,
      "file_name" text NOT NULL,
      "content_type" text NOT NULL DEFAULT 'application/octet-stream',
      "size_bytes" integer NOT NULL DEFAULT 0,
      "content" bytea NOT NULL DEFAULT ''::bytea,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "email_attachment_email_idx" ON "campaigns"."email_attachment" ("email_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."email_attachment"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."user_email_content"`);
  }
}
