import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, createOutboxTableSql, dropEventTablesSql, dropOutboxTableSql } from '@mail/db';

import { dayPartitionSql } from '@mail/db';

import { WEBSITE_EVENTS } from '../../website-events/storage/event-partitions';

/**
 * The tracking schema:
 * - website_event: every accepted website event, append-only, range-partitioned by day on `occurred_at`
 *   (the maintenance job creates partitions ahead and drops those past WEBSITE_EVENT_RETENTION_DAYS); a default
 *   partition takes anything no day partition covers, so no event is ever refused for want of one.
 * - event_key: the events' deduplication keys (a unique index across day partitions would need the day in it).
 * - event_property: every (list, event, property name) seen, for Website_Events.Properties at any volume.
 * - list_tracker / user_tracker: the browser tracker ids of a list and of its owner, and the list's last event.
 * - identity / visitor: which subscriber an email address or external id, and a tracker UUID, belong to.
 * - user_webhook / user_webhook_stat: the user webhooks and their daily counts.
 */
export class CreateTrackingSchema1797000000000 implements MigrationInterface {
  name = 'CreateTrackingSchema1797000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createOutboxTableSql('tracking')) await q.query(sql);
    for (const sql of createEventTablesSql('tracking')) await q.query(sql);
    await q.query(`CREATE TABLE "tracking"."website_event" (
      "occurred_at" timestamp NOT NULL,
      "event_id" uuid NOT NULL,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL,
      "tracker_uuid" text NOT NULL,
      "event" text NOT NULL,
      "email" text NOT NULL DEFAULT '',
      "external_id" text NOT NULL DEFAULT '',
      "subscriber_id" bigint,
      "properties" jsonb NOT NULL DEFAULT '{}'::jsonb
    ) PARTITION BY RANGE ("occurred_at")`);
    await q.query(`CREATE INDEX "website_event_tracker_idx" ON "tracking"."website_event" ("list_id", "tracker_uuid", "occurred_at" DESC)`);
    await q.query(
      `CREATE INDEX "website_event_subscriber_idx" ON "tracking"."website_event" ("list_id", "subscriber_id", "occurred_at" DESC) WHERE "subscriber_id" IS NOT NULL`,
    );
    await q.query(`CREATE TABLE "tracking"."website_event_default" PARTITION OF "tracking"."website_event" DEFAULT`);
    const today = new Date();
    for (let day = -1; day <= 3; day++) await q.query(dayPartitionSql(WEBSITE_EVENTS, new Date(today.getTime() + day * 86_400_000)));
    await q.query(`CREATE TABLE "tracking"."event_key" (
      "event_id" uuid PRIMARY KEY,
      "seen_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "event_key_seen_idx" ON "tracking"."event_key" ("seen_at")`);
    await q.query(`CREATE TABLE "tracking"."event_property" (
      "list_id" bigint NOT NULL,
      "event" text NOT NULL,
      "property" text NOT NULL,
      PRIMARY KEY ("list_id", "event", "property")
    )`);
    await q.query(`CREATE TABLE "tracking"."user_tracker" (
      "user_id" integer PRIMARY KEY,
      "tracker_id" text NOT NULL UNIQUE
    )`);
    await q.query(`CREATE TABLE "tracking"."list_tracker" (
      "list_id" bigint PRIMARY KEY,
      "user_id" integer NOT NULL,
      "tracker_id" text NOT NULL UNIQUE,
      "last_event_at" timestamp,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE TABLE "tracking"."identity" (
      "list_id" bigint NOT NULL,
      "kind" text NOT NULL CHECK ("kind" IN ('email', 'external')),
      "value" text NOT NULL,
      "subscriber_id" bigint NOT NULL,
      PRIMARY KEY ("list_id", "kind", "value")
    )`);
    await q.query(`CREATE TABLE "tracking"."visitor" (
      "list_id" bigint NOT NULL,
      "tracker_uuid" text NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "identified_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      PRIMARY KEY ("list_id", "tracker_uuid")
    )`);
    await q.query(`CREATE INDEX "visitor_subscriber_idx" ON "tracking"."visitor" ("list_id", "subscriber_id")`);
    await q.query(`CREATE TABLE "tracking"."user_webhook" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "list_id" bigint NOT NULL,
      "name" text NOT NULL,
      "event" text NOT NULL CHECK ("event" IN ('Subscription', 'Unsubscription')),
      "hashed_id" text NOT NULL UNIQUE,
      "unsubscribe_all" boolean NOT NULL DEFAULT false,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "user_webhook_user_idx" ON "tracking"."user_webhook" ("user_id", "id")`);
    await q.query(`CREATE TABLE "tracking"."user_webhook_stat" (
      "id" bigserial PRIMARY KEY,
      "webhook_id" bigint NOT NULL REFERENCES "tracking"."user_webhook" ("id") ON DELETE CASCADE,
      "user_id" integer NOT NULL,
      "period" date NOT NULL,
      "received" integer NOT NULL DEFAULT 0,
      "failed" integer NOT NULL DEFAULT 0,
      "successful" integer NOT NULL DEFAULT 0,
      UNIQUE ("webhook_id", "period")
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'user_webhook_stat',
      'user_webhook',
      'visitor',
      'identity',
      'list_tracker',
      'user_tracker',
      'event_property',
      'event_key',
      'website_event',
    ])
      await q.query(`DROP TABLE IF EXISTS "tracking"."${table}"`);
    for (const sql of dropEventTablesSql('tracking')) await q.query(sql);
    for (const sql of dropOutboxTableSql('tracking')) await q.query(sql);
  }
}
