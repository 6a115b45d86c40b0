import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user webhook's HashedID is a credential: looked up by its sha256 (`hashed_id_sha256`), kept only sealed
 * (`hashed_id_sealed`, read back for the webhook's resource). Existing rows get their hash here; their plaintext is
 * sealed at the next boot (UserWebhookSealer), since SQL has no key to seal with.
 */
export class UserWebhookHashedIdSealed1798700000000 implements MigrationInterface {
  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "tracking"."user_webhook" ADD COLUMN "hashed_id_sha256" text`);
    await q.query(`UPDATE "tracking"."user_webhook" SET "hashed_id_sha256" = encode(sha256(convert_to("hashed_id", 'UTF8')), 'hex')`);
    await q.query(`ALTER TABLE "tracking"."user_webhook" ALTER COLUMN "hashed_id_sha256" SET NOT NULL`);
    await q.query(`CREATE UNIQUE INDEX "user_webhook_hashed_id_sha256_key" ON "tracking"."user_webhook" ("hashed_id_sha256")`);
    await q.query(`ALTER TABLE "tracking"."user_webhook" DROP CONSTRAINT "user_webhook_hashed_id_key"`);
    await q.query(`ALTER TABLE "tracking"."user_webhook" RENAME COLUMN "hashed_id" TO "hashed_id_sealed"`);
  }

  async down(q: QueryRunner): Promise<void> {
    // sealed values stay sealed: the plaintext is not recoverable in SQL
    await q.query(`ALTER TABLE "tracking"."user_webhook" RENAME COLUMN "hashed_id_sealed" TO "hashed_id"`);
    await q.query(`ALTER TABLE "tracking"."user_webhook" ADD CONSTRAINT "user_webhook_hashed_id_key" UNIQUE ("hashed_id")`);
    await q.query(`DROP INDEX "tracking"."user_webhook_hashed_id_sha256_key"`);
    await q.query(`ALTER TABLE "tracking"."user_webhook" DROP COLUMN "hashed_id_sha256"`);
  }
}
