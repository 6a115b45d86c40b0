import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, createOutboxTableSql, dropEventTablesSql, dropOutboxTableSql } from '@mail/db';

/**
 * The journeys schema:
 * - journey: a user's journey, its trigger and parameters, Enabled or Disabled.
 * - action: the journey's actions; a Decision's branches are actions with `parent_id` and `branch` (True/False);
 *   `order_no` orders the actions of one sequence. `entered` / `completed_runs` count real runs.
 * - enrolment: one subscriber going through a journey. At most one Active enrolment per subscriber and journey
 *   (partial unique index). `action_id` is the step to run at `due_at`; `step_no` counts the steps done and
 *   guards every advance (a step retried after a crash never advances twice); `phase` 1 = a Wait already started;
 *   `wait_until` / `waited_at`: when the last wait was due and when it ended (its lateness).
 * - step_effect: the once-only side effects (email, webhook) by enrolment and step number.
 */
export class CreateJourneysSchema1799000000000 implements MigrationInterface {
  name = 'CreateJourneysSchema1799000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createOutboxTableSql('journeys')) await q.query(sql);
    for (const sql of createEventTablesSql('journeys')) await q.query(sql);
    await q.query(`CREATE TABLE "journeys"."journey" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "trigger" text NOT NULL DEFAULT 'Manual',
      "trigger_params" jsonb NOT NULL DEFAULT '{}',
      "status" text NOT NULL DEFAULT 'Disabled' CHECK ("status" IN ('Enabled', 'Disabled')),
      "notes" text NOT NULL DEFAULT '',
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "journey_user" ON "journeys"."journey" ("user_id", "id")`);
    await q.query(`CREATE INDEX "journey_trigger" ON "journeys"."journey" ("user_id", "trigger") WHERE "status" = 'Enabled'`);
    await q.query(`CREATE TABLE "journeys"."action" (
      "id" bigserial PRIMARY KEY,
      "journey_id" bigint NOT NULL REFERENCES "journeys"."journey" ("id") ON DELETE CASCADE,
      "parent_id" bigint REFERENCES "journeys"."action" ("id") ON DELETE CASCADE,
      "branch" text,
      "order_no" integer NOT NULL,
      "type" text NOT NULL,
      "params" jsonb NOT NULL DEFAULT '{}',
      "notes" text NOT NULL DEFAULT '',
      "published" boolean NOT NULL DEFAULT false,
      "entered" bigint NOT NULL DEFAULT 0,
      "completed_runs" bigint NOT NULL DEFAULT 0,
      "emails_sent" bigint NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE INDEX "action_journey" ON "journeys"."action" ("journey_id", "parent_id", "order_no")`);
    await q.query(`CREATE TABLE "journeys"."enrolment" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "journey_id" bigint NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "list_id" bigint NOT NULL,
      "email" text NOT NULL DEFAULT '',
      "status" text NOT NULL DEFAULT 'Active' CHECK ("status" IN ('Active', 'Completed', 'Exited')),
      "action_id" bigint,
      "phase" smallint NOT NULL DEFAULT 0,
      "step_no" integer NOT NULL DEFAULT 0,
      "due_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "wait_until" timestamp,
      "waited_at" timestamp,
      "started_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "ended_at" timestamp
    )`);
    await q.query(`CREATE UNIQUE INDEX "enrolment_active" ON "journeys"."enrolment" ("journey_id", "subscriber_id") WHERE "status" = 'Active'`);
    // due waits first (phase 1), then the other due steps, each by due time: the claim's order
    await q.query(`CREATE INDEX "enrolment_due" ON "journeys"."enrolment" ("journey_id", "phase" DESC, "due_at") WHERE "status" = 'Active'`);
    await q.query(`CREATE INDEX "enrolment_subscriber" ON "journeys"."enrolment" ("subscriber_id") WHERE "status" = 'Active'`);
    await q.query(`CREATE TABLE "journeys"."step_effect" (
      "enrolment_id" bigint NOT NULL,
      "step_no" integer NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("enrolment_id", "step_no")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['step_effect', 'enrolment', 'action', 'journey']) await q.query(`DROP TABLE IF EXISTS "journeys"."${table}"`);
    for (const sql of dropEventTablesSql('journeys')) await q.query(sql);
    for (const sql of dropOutboxTableSql('journeys')) await q.query(sql);
  }
}
