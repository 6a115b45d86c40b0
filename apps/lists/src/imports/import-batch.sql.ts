import { ActivityTypes, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';

import type { BatchColumns } from './import-row.validator';
import type { ImportOptions } from './import-job.row';

const IMPORTED_EVENT_SQL = outboxInsertSql(
  'lists',
  Events.SubscriberSubscribed,
  {
    userId: '$2::int',
    listId: '$1::bigint',
    subscriberId: 'i."id"',
    emailAddress: 'i."email"',
    status: `'Subscribed'`,
    source: `'CSVImport'`,
    occurredAt: '$4::text',
  },
  `FROM ins i WHERE $3::boolean AND i.inserted AND i."status" = 'Subscribed'`,
);

/**
 * The batch statement: ONE round trip writes a batch set-based (the subscriber triggers count it). `$1` list, `$2` user,
 * `$3` events on, `$4` event time; `$5`–`$10` the valid rows in file order (a null array: no column feeds it;
 * null status/bounce/dates take `$16` the job's status, 'Not Bounced', `$17` the batch time, and a Subscribed
 * row's opt-in date defaults to its subscription date); `$11`–`$15` the field values with their row's position.
 *
 * `src` keeps one row per address as the unique index sees it (`lower`): the first in skip mode, the last in
 * update mode; the others count as skipped. Rows go in in address order (bytewise: sorting needs no locale),
 * a fixed lock order that lets two batches write at once without deadlocks. The subscriber INSERT … ON CONFLICT feeds the field values, the
 * activity rows (and events when asked) through data-modifying CTEs: no ids travel back to
 * Node. Skip mode: values only for subscribers this statement inserted, so a plain INSERT (a fresh id has no
 * values) in any order. Update mode: the existing subscriber is updated and its given values upserted.
 */
export function importBatchSql(duplicates: 'skip' | 'update'): string {
  const update = duplicates === 'update';
  const conflict = update
    ? `DO UPDATE SET "status" = excluded."status", "bounce_type" = excluded."bounce_type", "subscription_ip" = coalesce(excluded."subscription_ip", s."subscription_ip"), "updated_at" = now() at time zone 'utc'`
    : 'DO NOTHING';
  // skip mode: only inserted rows get values, and their stored address is the row's own — a plain hash join
  const valuesJoin = update ? `lower(i."email") = lower(u.e)` : `i."email" = u.e AND i.inserted`;
  const valuesTail = update
    ? `ORDER BY i."id", f.fid ON CONFLICT ("subscriber_id", "field_id") DO UPDATE SET "value_text" = excluded."value_text", "value_num" = excluded."value_num", "value_date" = excluded."value_date"`
    : '';
  return `WITH src AS (
      SELECT DISTINCT ON (lower(u.e) COLLATE "C") u.e, lower(u.e) COLLATE "C" AS k, u.st, u.b, u.sd, u.ip, u.o, u.n
      FROM unnest($5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[]) WITH ORDINALITY AS u(e, st, b, sd, ip, o, n)
      ORDER BY lower(u.e) COLLATE "C", u.n ${update ? 'DESC' : 'ASC'}),
    ins AS (
      INSERT INTO "lists"."subscriber" AS s ("list_id", "email", "status", "bounce_type", "subscription_date", "subscription_ip", "optin_date", "source")
      SELECT $1::bigint, u.e, coalesce(u.st, $16::text), coalesce(u.b, 'Not Bounced'), coalesce(u.sd::timestamp, $17::timestamp), u.ip,
             CASE WHEN u.o IS NOT NULL THEN u.o::timestamp WHEN coalesce(u.st, $16::text) = 'Subscribed' THEN coalesce(u.sd::timestamp, $17::timestamp) END, 'CSVImport'
      FROM src u ORDER BY u.k
      ON CONFLICT ("list_id", lower("email")) ${conflict}
      RETURNING s."id", s."email", s."status", (s.xmax = 0) AS inserted),
    vals AS (
      INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
      SELECT i."id", f.fid, f.t, f.num::numeric, f.d::timestamp
      FROM unnest($11::bigint[], $12::bigint[], $13::text[], $14::text[], $15::text[]) AS f(n, fid, t, num, d)
      JOIN src u ON u.n = f.n JOIN ins i ON ${valuesJoin}
      ${valuesTail}),
    total AS (SELECT count(*) FILTER (WHERE inserted) AS imported, count(*) FILTER (WHERE NOT inserted) AS updated FROM ins),
    act AS (
      INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
      SELECT $2::int, $1::bigint, i."id", '${ActivityTypes.Subscription}', '{"Source":"CSVImport"}'::jsonb FROM ins i WHERE i.inserted AND i."status" = 'Subscribed'),
    evt AS (${IMPORTED_EVENT_SQL})
    SELECT imported, updated FROM total`;
}

/** parameters of `importBatchSql` for a batch's valid rows */
export function importBatchParams(job: { userId: number; listId: number; options: ImportOptions }, rows: BatchColumns): unknown[] {
  const now = nowText();
  const v = rows.values;
  return [
    job.listId,
    job.userId,
    job.options.triggerEvents,
    now,
    rows.email,
    rows.status,
    rows.bounce,
    rows.subscriptionDate,
    rows.ip,
    rows.optIn,
    v.row,
    v.fieldId,
    v.text,
    v.num,
    v.date,
    job.options.status,
    now,
  ];
}

/** subscribers.import.post's Tags: `$1` list, `$2` the batch's addresses (lower case), `$3` tag ids; links kept once */
export const IMPORT_TAGS_SQL = `INSERT INTO "lists"."subscriber_tag" ("tag_id", "subscriber_id")
  SELECT t, s."id" FROM "lists"."subscriber" s CROSS JOIN unnest($3::bigint[]) t
  WHERE s."list_id" = $1 AND lower(s."email") = ANY($2::text[]) ON CONFLICT DO NOTHING`;

/** subscribers.import.post's suppression: `$1` user, `$2` list (null: the user's global list), `$3` the batch's addresses */
export const IMPORT_SUPPRESS_SQL = `INSERT INTO "lists"."suppression" ("user_id", "list_id", "email", "source", "reason")
  SELECT $1, $2::bigint, e, 'Import', 'Subscriber import' FROM unnest($3::text[]) e ON CONFLICT DO NOTHING`;
