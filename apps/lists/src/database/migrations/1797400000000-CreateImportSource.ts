import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's source in pieces of at most 64K characters, each with its code-point range in the whole text: the
 * worker reads any range of the source by its start offset (the import's checkpoint) with an index range scan,
 * in slices small enough to stay out of V8's large-object space, where substr() on one stored text re-read it
 * from the start every time. Imports stored before this keep their text in import_job.source (read as before).
 */
export class CreateImportSource1797400000000 implements MigrationInterface {
  name = 'CreateImportSource1797400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "lists"."import_source" (
      "job_id" bigint NOT NULL REFERENCES "lists"."import_job" ("id") ON DELETE CASCADE,
      "start_offset" bigint NOT NULL,
      "end_offset" bigint NOT NULL,
      "text" text NOT NULL,
      PRIMARY KEY ("job_id", "start_offset")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "lists"."import_source"`);
  }
}
