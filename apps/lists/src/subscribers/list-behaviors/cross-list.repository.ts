import { Injectable } from '@nestjs/common';

import { ActivityTypes, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';
import type { Queryable } from '@mail/kit';

import type { CrossListPlan } from './list-behaviors';

/** the `source` of subscriber rows these behaviors create (column whitelist) and of their events */
const ROW_SOURCE = 'Other';
const EVENT_SOURCE = 'ListBehavior';

/** parameters: $1 user, $5 ip, $7 source, $8 occurredAt (see `unsubscribeFrom`) */
const UNSUBSCRIBED_EVENT_SQL = outboxInsertSql(
  'lists',
  Events.SubscriberUnsubscribed,
  {
    userId: '$1::int',
    listId: 'c."list_id"',
    subscriberId: 'c."id"',
    emailAddress: 'c."email"',
    status: `'Unsubscribed'`,
    source: '$7::text',
    ipAddress: '$5::text',
    occurredAt: '$8::text',
  },
  'FROM changed c',
);

/** parameters: $1 user, $9 source, $10 occurredAt (see `subscribeTo`) */
const SUBSCRIBED_EVENT_SQL = outboxInsertSql(
  'lists',
  Events.SubscriberSubscribed,
  {
    userId: '$1::int',
    listId: 'c."list_id"',
    subscriberId: 'c."id"',
    emailAddress: 'c."email"',
    status: `'Subscribed'`,
    source: '$9::text',
    occurredAt: '$10::text',
  },
  'FROM changed c',
);

export interface CrossListChange {
  userId: number;
  /** the list whose setting fired (never touched here) */
  listId: number;
  emails: string[];
  plan: CrossListPlan;
  ip?: string | null;
}

/**
 * A list's opt-in / opt-out behavior applied set-based to the owner's other lists: unsubscriptions first, then
 * subscriptions. Only the owner's lists are touched (ids of other users' or deleted lists match nothing).
 * Each change writes its activity row and outbox event, and new subscribers bump their list's counter, in the
 * same statement (data-modifying CTEs). Changes made here do not fire the target lists' own behaviors.
 */
@Injectable()
export class CrossListRepository {
  /** up to two statements: in the caller's transaction */
  async apply(c: CrossListChange, q: Queryable): Promise<void> {
    if (!c.emails.length) return;
    const emails = [...new Set(c.emails.map((e) => e.toLowerCase()))];
    if (c.plan.unsubscribeFrom === 'all' || c.plan.unsubscribeFrom.length) await unsubscribeFrom(q, c, emails);
    if (c.plan.subscribeTo.length) await subscribeTo(q, c);
  }
}

/** the addresses (lower-case) on the owner's lists named by the plan (or all but `keep`) that are not yet unsubscribed */
async function unsubscribeFrom(q: Queryable, c: CrossListChange, emails: string[]): Promise<void> {
  const only = c.plan.unsubscribeFrom === 'all' ? null : c.plan.unsubscribeFrom;
  await q.query(
    `WITH t AS (SELECT l."id" FROM "lists"."list" l WHERE l."user_id" = $1 AND l."id" <> ALL($2::bigint[]) AND ($3::bigint[] IS NULL OR l."id" = ANY($3::bigint[]))),
     changed AS (
       UPDATE "lists"."subscriber" s SET "status" = 'Unsubscribed', "unsubscription_date" = now() at time zone 'utc',
              "unsubscription_ip" = coalesce($5::text, s."unsubscription_ip"), "confirmation_code" = NULL, "updated_at" = now() at time zone 'utc'
       WHERE s."list_id" = ANY(ARRAY(SELECT "id" FROM t)) AND lower(s."email") = ANY($4::text[]) AND s."status" <> 'Unsubscribed'
       RETURNING s."id", s."list_id", s."email"),
     act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
             SELECT $1, c."list_id", c."id", $6, NULL FROM changed c)
     ${UNSUBSCRIBED_EVENT_SQL}`,
    [c.userId, [c.listId, ...c.plan.keep], only, emails, c.ip ?? null, ActivityTypes.Unsubscription, EVENT_SOURCE, nowText()],
  );
}

/**
 * The addresses on the owner's lists `subscribeTo`: an existing subscriber that is not Subscribed is
 * re-subscribed (as SubscriberUpdater does), a missing one is inserted as Subscribed (the subscriber triggers count it),
 * a Subscribed one is left alone.
 */
async function subscribeTo(q: Queryable, c: CrossListChange): Promise<void> {
  const seen = new Set<string>();
  const emails = c.emails.filter((e) => !seen.has(e.toLowerCase()) && seen.add(e.toLowerCase()));
  await q.query(
    `WITH t AS (SELECT l."id" FROM "lists"."list" l WHERE l."user_id" = $1 AND l."id" = ANY($2::bigint[]) AND l."id" <> $3),
     e AS (SELECT x AS "email" FROM unnest($4::text[]) x),
     upd AS (
       UPDATE "lists"."subscriber" s SET "status" = 'Subscribed', "subscription_date" = now() at time zone 'utc', "subscription_ip" = coalesce($5::text, s."subscription_ip"),
              "optin_date" = now() at time zone 'utc', "confirmation_code" = NULL, "updated_at" = now() at time zone 'utc'
       WHERE s."list_id" = ANY(ARRAY(SELECT "id" FROM t)) AND lower(s."email") = ANY(ARRAY(SELECT lower("email") FROM e)) AND s."status" <> 'Subscribed'
       RETURNING s."id", s."list_id", s."email"),
     ins AS (
       INSERT INTO "lists"."subscriber" ("list_id", "email", "status", "subscription_date", "subscription_ip", "optin_date", "source", "source_ref")
       SELECT t."id", e."email", 'Subscribed', now() at time zone 'utc', $5::text, now() at time zone 'utc', $6, $7 FROM t CROSS JOIN e
       ON CONFLICT ("list_id", lower("email")) DO NOTHING
       RETURNING "id", "list_id", "email"),
     changed AS (SELECT * FROM upd UNION ALL SELECT * FROM ins),
     act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
             SELECT $1, c."list_id", c."id", $8, NULL FROM changed c)
     ${SUBSCRIBED_EVENT_SQL}`,
    [c.userId, c.plan.subscribeTo, c.listId, emails, c.ip ?? null, ROW_SOURCE, `List ${c.listId}`, ActivityTypes.Subscription, EVENT_SOURCE, nowText()],
  );
}
