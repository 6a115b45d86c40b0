import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's media library (media.*): folders in a tree (NULL parent = the root) and the files in them (NULL folder = the
 * root). A file's bytes live in the media storage (local disk or S3) under `storage_key`, which is also the unguessable
 * part of its public URL; deleting a folder deletes its sub-folders and files with it (ON DELETE CASCADE).
 */
export class CreateMediaLibrary1799900000000 implements MigrationInterface {
  name = 'CreateMediaLibrary1799900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "campaigns"."media_folder" (
      "id" bigserial PRIMARY KEY,
      "user_id" bigint NOT NULL,
      "parent_id" bigint REFERENCES "campaigns"."media_folder" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "media_folder_user_parent_idx" ON "campaigns"."media_folder" ("user_id", "parent_id")`);
    await q.query(`CREATE INDEX "media_folder_parent_idx" ON "campaigns"."media_folder" ("parent_id")`);
    await q.query(`CREATE TABLE "campaigns"."media_file" (
      "id" bigserial PRIMARY KEY,
      "user_id" bigint NOT NULL,
      "folder_id" bigint REFERENCES "campaigns"."media_folder" ("id") ON DELETE CASCADE,
      "name" text NOT NULL,
      "mime_type" text NOT NULL,
      "size" integer NOT NULL,
      "storage_key" text NOT NULL UNIQUE,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "media_file_user_folder_idx" ON "campaigns"."media_file" ("user_id", "folder_id")`);
    await q.query(`CREATE INDEX "media_file_folder_idx" ON "campaigns"."media_file" ("folder_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "campaigns"."media_file"`);
    await q.query(`DROP TABLE IF EXISTS "campaigns"."media_folder"`);
  }
}
