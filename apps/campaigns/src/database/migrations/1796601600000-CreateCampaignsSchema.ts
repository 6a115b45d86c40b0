import type { MigrationInterface, QueryRunner } from 'typeorm';

import { createEventTablesSql, createOutboxTableSql, dropEventTablesSql, dropOutboxTableSql } from '@mail/db';

/**
 * The campaigns schema:
 * - email: the content (one row per email, any scope); campaign: schedule, audience, status and the send counters.
 * - campaign_tag / campaign_tag_link: the user's campaign tags (Campaigns.Get's Tags filter, automated reports).
 * - recipient: the audience snapshot of one send run, and the delivery queue itself: workers claim rows by
 *   state with FOR UPDATE SKIP LOCKED; the personalisation values travel in `fields`, so a send never calls lists.
 * - link: every URL of a campaign's content once, for click redirects and per-link statistics.
 * - tracking_event: opens, clicks, unsubscriptions, bounces, complaints and web views as they happened; every
 *   statistic is computed from it (and the recipient states), nothing is counted twice by hand.
 * - automated_report: emailed performance reports and their schedule.
 */
export class CreateCampaignsSchema1796601600000 implements MigrationInterface {
  name = 'CreateCampaignsSchema1796601600000';

  async up(q: QueryRunner): Promise<void> {
    for (const sql of createOutboxTableSql('campaigns')) await q.query(sql);
    for (const sql of createEventTablesSql('campaigns')) await q.query(sql);
    await q.query(`CREATE TABLE "campaigns"."email" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL DEFAULT '',
      "subject" text NOT NULL DEFAULT '',
      "from_name" text NOT NULL DEFAULT '',
      "from_email" text NOT NULL DEFAULT '',
      "reply_to_name" text NOT NULL DEFAULT '',
      "reply_to_email" text NOT NULL DEFAULT '',
      "sender_domain" text NOT NULL DEFAULT '',
      "content_type" text NOT NULL DEFAULT 'Both',
      "mode" text NOT NULL DEFAULT 'Empty',
      "fetch_url" text NOT NULL DEFAULT '',
      "fetch_plain_url" text NOT NULL DEFAULT '',
      "html_content" text NOT NULL DEFAULT '',
      "plain_content" text NOT NULL DEFAULT '',
      "preheader_text" text NOT NULL DEFAULT '',
      "extra_content1" text NOT NULL DEFAULT '',
      "extra_content2" text NOT NULL DEFAULT '',
      "image_embedding" text NOT NULL DEFAULT 'Disabled',
      "rel_template_id" integer NOT NULL DEFAULT 0,
      "validate_scope" text NOT NULL DEFAULT '',
      "options" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "email_user_idx" ON "campaigns"."email" ("user_id", "id")`);

    await q.query(`CREATE TABLE "campaigns"."campaign" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "status" text NOT NULL DEFAULT 'Draft',
      "status_reason" text NOT NULL DEFAULT '',
      "email_id" bigint,
      "schedule_type" text NOT NULL DEFAULT 'Not Scheduled',
      "send_date" date,
      "send_time" text NOT NULL DEFAULT '',
      "send_time_zone" text NOT NULL DEFAULT '',
      "rec_days_of_week" text NOT NULL DEFAULT '',
      "rec_days_of_month" text NOT NULL DEFAULT '',
      "rec_months" text NOT NULL DEFAULT '',
      "rec_hours" text NOT NULL DEFAULT '',
      "rec_minutes" text NOT NULL DEFAULT '',
      "rec_max_instances" integer NOT NULL DEFAULT 0,
      "rec_sent_instances" integer NOT NULL DEFAULT 0,
      "next_send_at" timestamptz,
      "approval_user_explanation" text NOT NULL DEFAULT '',
      "google_analytics_domains" text NOT NULL DEFAULT '',
      "publish_on_rss" text NOT NULL DEFAULT 'Disabled',
      "s2s_enabled" boolean NOT NULL DEFAULT false,
      "recipient_lists_and_segments" text NOT NULL DEFAULT '',
      "exclude_lists_and_segments" text NOT NULL DEFAULT '',
      "rules_json_bundle" jsonb,
      "current_run" integer NOT NULL DEFAULT 0,
      "send_started_at" timestamptz,
      "send_finished_at" timestamptz,
      "total_recipients" integer NOT NULL DEFAULT 0,
      "total_sent" integer NOT NULL DEFAULT 0,
      "total_failed" integer NOT NULL DEFAULT 0,
      "total_unknown" integer NOT NULL DEFAULT 0,
      "total_hard_bounces" integer NOT NULL DEFAULT 0,
      "total_soft_bounces" integer NOT NULL DEFAULT 0,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "campaign_user_idx" ON "campaigns"."campaign" ("user_id", "id")`);
    await q.query(`CREATE INDEX "campaign_due_idx" ON "campaigns"."campaign" ("next_send_at") WHERE "next_send_at" IS NOT NULL`);

    await q.query(`CREATE TABLE "campaigns"."campaign_tag" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE UNIQUE INDEX "campaign_tag_name_idx" ON "campaigns"."campaign_tag" ("user_id", lower("name"))`);
    await q.query(`CREATE TABLE "campaigns"."campaign_tag_link" (
      "campaign_id" bigint NOT NULL REFERENCES "campaigns"."campaign" ("id") ON DELETE CASCADE,
      "tag_id" bigint NOT NULL REFERENCES "campaigns"."campaign_tag" ("id") ON DELETE CASCADE,
      PRIMARY KEY ("campaign_id", "tag_id")
    )`);
    await q.query(`CREATE INDEX "campaign_tag_link_tag_idx" ON "campaigns"."campaign_tag_link" ("tag_id")`);

    // no foreign keys on the high-volume tables (recipient, tracking_event): deletes of a campaign remove them explicitly
    await q.query(`CREATE TABLE "campaigns"."recipient" (
      "id" bigserial PRIMARY KEY,
      "campaign_id" bigint NOT NULL,
      "run" integer NOT NULL,
      "subscriber_id" bigint NOT NULL,
      "list_id" bigint NOT NULL,
      "email_address" text NOT NULL,
      "fields" jsonb NOT NULL DEFAULT '{}'::jsonb,
      "state" text NOT NULL DEFAULT 'queued',
      "attempts" smallint NOT NULL DEFAULT 0,
      "claimed_at" timestamptz,
      "sent_at" timestamptz,
      "message_id" text,
      "error" text
    )`);
    await q.query(`CREATE UNIQUE INDEX "recipient_address_idx" ON "campaigns"."recipient" ("campaign_id", "run", lower("email_address"))`);
    await q.query(`CREATE INDEX "recipient_queue_idx" ON "campaigns"."recipient" ("campaign_id", "run", "id") WHERE "state" IN ('queued', 'sending')`);
    await q.query(`CREATE INDEX "recipient_subscriber_idx" ON "campaigns"."recipient" ("subscriber_id")`);

    await q.query(`CREATE TABLE "campaigns"."link" (
      "id" bigserial PRIMARY KEY,
      "campaign_id" bigint NOT NULL,
      "url" text NOT NULL
    )`);
    await q.query(`CREATE UNIQUE INDEX "link_url_idx" ON "campaigns"."link" ("campaign_id", md5("url"))`);

    await q.query(`CREATE TABLE "campaigns"."tracking_event" (
      "id" bigserial PRIMARY KEY,
      "campaign_id" bigint NOT NULL,
      "run" integer NOT NULL DEFAULT 1,
      "recipient_id" bigint,
      "subscriber_id" bigint NOT NULL,
      "list_id" bigint NOT NULL,
      "kind" text NOT NULL,
      "link_id" bigint,
      "is_bot" boolean NOT NULL DEFAULT false,
      "detail" text NOT NULL DEFAULT '',
      "ip" text NOT NULL DEFAULT '',
      "user_agent" text NOT NULL DEFAULT '',
      "occurred_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "tracking_event_campaign_idx" ON "campaigns"."tracking_event" ("campaign_id", "kind", "subscriber_id")`);
    await q.query(`CREATE INDEX "tracking_event_time_idx" ON "campaigns"."tracking_event" ("campaign_id", "occurred_at")`);

    await q.query(`CREATE TABLE "campaigns"."automated_report" (
      "id" bigserial PRIMARY KEY,
      "user_id" integer NOT NULL,
      "name" text NOT NULL,
      "frequency" text NOT NULL,
      "filter_type" text NOT NULL DEFAULT 'all',
      "filter_tags" bigint[] NOT NULL DEFAULT '{}',
      "recipient_emails" text NOT NULL,
      "status" text NOT NULL DEFAULT 'enabled',
      "last_run_at" timestamptz,
      "next_run_at" timestamptz,
      "created_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc'),
      "updated_at" timestamp NOT NULL DEFAULT (now() at time zone 'utc')
    )`);
    await q.query(`CREATE INDEX "automated_report_user_idx" ON "campaigns"."automated_report" ("user_id", "id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['automated_report', 'tracking_event', 'link', 'recipient', 'campaign_tag_link', 'campaign_tag', 'campaign', 'email']) {
      await q.query(`DROP TABLE IF EXISTS "campaigns"."${table}"`);
    }
    for (const sql of dropEventTablesSql('campaigns')) await q.query(sql);
    for (const sql of dropOutboxTableSql('campaigns')) await q.query(sql);
  }
}
