import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * search_filter: a user's saved search presets (search.filters.*), per scope.
 * list_integration: URLs called on a list's subscription events (listintegration.*), each with its own signing key;
 * they go with their list.
 */
export class CreateSearchFiltersAndListIntegrations1800420000000 implements MigrationInterface {
  name = 'CreateSearchFiltersAndListIntegrations1800420000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "lists"."search_filter" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "scope" text NOT NULL,
      "name" text NOT NULL,
      "query" text NOT NULL,
      "options" jsonb,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "search_filter_user_idx" ON "lists"."search_filter" ("user_id", "scope", "id")`);
    await q.query(`CREATE TABLE "lists"."list_integration" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL REFERENCES "lists"."list" ("id") ON DELETE CASCADE,
      "event" text NOT NULL,
      "event_label" text NOT NULL,
      "url" text NOT NULL,
      "signing_key" text NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "list_integration_list_idx" ON "lists"."list_integration" ("list_id", "event")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "lists"."list_integration"`);
    await q.query(`DROP TABLE IF EXISTS "lists"."search_filter"`);
  }
}
