import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The two template stores (docs/decisions.md, "Email templates"):
 * - email_template: the gallery of email.template.*; owner_user_id 0 is a global template an administrator made,
 *   readable by every user; any other owner's template is that user's alone.
 * - user_email_template: the per-user templates of useremailtemplate.*. Their ids are drawn from the email
 *   sequence, as the vendor's templates are email rows: an EmailID names one email or one template, never both.
 */
export class CreateEmailTemplates1799600000000 implements MigrationInterface {
  name = 'CreateEmailTemplates1799600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."email_template" (
      "id" bigserial PRIMARY KEY,
      "owner_user_id" integer NOT NULL DEFAULT 0,
      "name" text NOT NULL,
      "description" text NOT NULL DEFAULT '',
      "subject" text NOT NULL DEFAULT '',
      "html_content" text NOT NULL DEFAULT '',
      "plain_content" text NOT NULL DEFAULT '',
      "thumbnail_path" text NOT NULL DEFAULT '',
      "access_type" text NOT NULL DEFAULT '',
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "email_template_owner_idx" ON "campaigns"."email_template" ("owner_user_id", "id")`);

    await q.query(`CREATE TABLE "campaigns"."user_email_template" (
      "id" bigint PRIMARY KEY DEFAULT nextval('"campaigns"."email_id_seq"'::regclass),
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "subject" text NOT NULL DEFAULT '',
      "preheader_text" text NOT NULL DEFAULT '',
      "content_type" text NOT NULL DEFAULT 'HTML',
      "html_content" text NOT NULL DEFAULT '',
      "plain_content" text NOT NULL DEFAULT '',
      "extra_content1" text NOT NULL DEFAULT '',
      "extra_content2" text NOT NULL DEFAULT '',
      "mode" text NOT NULL DEFAULT 'Editor',
      "image_embedding" text NOT NULL DEFAULT 'Disabled',
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "user_email_template_user_idx" ON "campaigns"."user_email_template" ("user_id", "created_at", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."user_email_template"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."email_template"`);
  }
}
