import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { isEmail, isIp, normalizeDateTime, nowText } from '@mail/values';

import { typedCopies } from '../custom-fields/custom-field.value';
import { invalidValueReason } from '../custom-fields/custom-field.value';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { parseBounceType, parseStatus } from '../subscribers/subscriber.status';
import type { ImportTarget } from './import-mapping';
import type { ImportOptions, RowError } from './import-job.row';

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
    occurredAt: '$5::text',
  },
  `FROM ins i WHERE $4::boolean AND i.inserted AND i."status" = 'Subscribed'`,
);

export interface BatchResult {
  imported: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: RowError[];
}

/** null status/bounce/dates: not in the row — the statement applies the defaults (fewer, shorter parameters) */
export interface ValidRow {
  row: number;
  email: string;
  /** null: the job's default status */
  status: string | null;
  /** null: 'Not Bounced' */
  bounce: string | null;
  /** null: the batch's time */
  subscriptionDate: string | null;
  ip: string | null;
  /** null: the subscription date when the row ends up Subscribed, else none */
  optIn: string | null;
  values: [number, string][];
}

/**
 * Writes one batch of import rows set-based: validate in memory (bad rows become per-row errors, never
 * abort the batch), then ONE statement (`importBatchSql`) in the caller's transaction: the subscriber
 * INSERT … ON CONFLICT feeds, through data-modifying CTEs, the field values, the activity rows (and events
 * when asked) and the counter — no ids travel back to Node and no second round trip.
 */
@Injectable()
export class ImportBatchWriter {
  async write(
    m: EntityManager,
    job: { userId: number; listId: number; options: ImportOptions },
    rows: { row: number; cells: string[] }[],
    targets: Map<number, ImportTarget>,
    fields: Map<number, CustomFieldRow>,
  ): Promise<BatchResult> {
    const result: BatchResult = { imported: 0, updated: 0, skipped: 0, failed: 0, errors: [] };
    const byEmail = new Map<string, ValidRow>();
    for (const { row, cells } of rows) {
      const parsed = this.validate(row, cells, targets, fields);
      if ('Reason' in parsed) {
        result.failed++;
        result.errors.push(parsed);
        continue;
      }
      const key = parsed.email.toLowerCase();
      if (byEmail.has(key)) {
        // the same address twice in the file: the later row wins on update, the first on skip
        result.skipped++;
        if (job.options.duplicates === 'skip') continue;
      }
      byEmail.set(key, parsed);
    }
    // a fixed lock order (by address) lets two batches insert concurrently without deadlocks
    const valid = [...byEmail.keys()].sort().map((k) => byEmail.get(k)!);
    if (!valid.length) return result;
    const [counts]: { imported: string; updated: string }[] = await m.query(
      importBatchSql(job.options.duplicates),
      importBatchParams(job, valid, Math.floor(Math.random() * 16)),
    );
    const imported = Number(counts?.imported ?? 0);
    const updated = Number(counts?.updated ?? 0);
    result.imported += imported;
    result.updated += updated;
    result.skipped += valid.length - imported - updated;
    return result;
  }

  private validate(row: number, cells: string[], targets: Map<number, ImportTarget>, fields: Map<number, CustomFieldRow>): ValidRow | RowError {
    const out: ValidRow = { row, email: '', status: null, bounce: null, subscriptionDate: null, ip: null, optIn: null, values: [] };
    for (const [index, target] of targets) {
      const value = (cells[index] ?? '').trim();
      if (target === 'EmailAddress') out.email = value;
      else if (target === 'Status' && value) {
        const status = parseStatus(value);
        if (!status) return { Row: row, EmailAddress: out.email || (cells[0] ?? ''), Reason: `Invalid Status '${value}'` };
        out.status = status;
      } else if (target === 'BounceType' && value) {
        const bounce = parseBounceType(value);
        if (!bounce) return { Row: row, EmailAddress: out.email, Reason: `Invalid BounceType '${value}'` };
        out.bounce = bounce;
      } else if ((target === 'SubscriptionDate' || target === 'OptInDate') && value) {
        const date = normalizeDateTime(value);
        if (!date) return { Row: row, EmailAddress: out.email, Reason: `Invalid ${target} '${value}'` };
        if (target === 'SubscriptionDate') out.subscriptionDate = date;
        else out.optIn = date;
      } else if (target === 'SubscriptionIP' && value) {
        if (!isIp(value)) return { Row: row, EmailAddress: out.email, Reason: `Invalid SubscriptionIP '${value}'` };
        out.ip = value;
      } else if (target.startsWith('CustomField')) {
        const field = fields.get(Number(target.slice(11)));
        const reason = field ? invalidValueReason(field, value) : 'unknown field';
        if (reason) return { Row: row, EmailAddress: out.email, Reason: `${target} ${reason}` };
        out.values.push([Number(target.slice(11)), value]);
      }
    }
    if (!out.email) return { Row: row, EmailAddress: '', Reason: 'Missing EmailAddress' };
    if (!isEmail(out.email)) return { Row: row, EmailAddress: out.email, Reason: 'Invalid EmailAddress' };
    return out;
  }
}

/**
 * The batch statement. `$1` list, `$2` user, `$3` counter slot, `$4` events on, `$5` event time, `$6`–`$11`
 * the rows (address-sorted; null status/bounce/dates take `$17` the job's status, 'Not Bounced', `$18` the batch time,
 * and the opt-in date of a Subscribed row defaults to its subscription date), `$12`–`$16` the field values with their row's address (matched case-insensitively, as the unique index does). Skip mode: values only for
 * subscribers this statement inserted, so a plain INSERT (a fresh id cannot have values). Update mode: the
 * existing subscriber is updated and its given values upserted. Activity (and events) for new Subscribed rows.
 */
export function importBatchSql(duplicates: 'skip' | 'update'): string {
  const update = duplicates === 'update';
  const conflict = update
    ? `DO UPDATE SET "status" = excluded."status", "bounce_type" = excluded."bounce_type", "subscription_ip" = coalesce(excluded."subscription_ip", s."subscription_ip"), "updated_at" = now() at time zone 'utc'`
    : 'DO NOTHING';
  const valuesConflict = update
    ? `ON CONFLICT ("subscriber_id", "field_id") DO UPDATE SET "value_text" = excluded."value_text", "value_num" = excluded."value_num", "value_date" = excluded."value_date"`
    : '';
  // skip mode: only inserted rows get values, and their stored address is the row's own — a plain hash join
  const valuesJoin = update ? `lower(i."email") = lower(f.e)` : `i."email" = f.e AND i.inserted`;
  return `WITH ins AS (
      INSERT INTO "lists"."subscriber" AS s ("list_id", "email", "status", "bounce_type", "subscription_date", "subscription_ip", "optin_date", "source")
      SELECT $1::bigint, u.e, coalesce(u.st, $17::text), coalesce(u.b, 'Not Bounced'), coalesce(u.sd::timestamp, $18::timestamp), u.ip,
             CASE WHEN u.o IS NOT NULL THEN u.o::timestamp WHEN coalesce(u.st, $17::text) = 'Subscribed' THEN coalesce(u.sd::timestamp, $18::timestamp) END, 'CSVImport'
      FROM unnest($6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[]) WITH ORDINALITY AS u(e, st, b, sd, ip, o, n) ORDER BY u.n
      ON CONFLICT ("list_id", lower("email")) ${conflict}
      RETURNING s."id", s."email", s."status", (s.xmax = 0) AS inserted),
    vals AS (
      INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
      SELECT i."id", f.fid, f.t, f.num::numeric, f.d::timestamp
      FROM unnest($12::text[], $13::bigint[], $14::text[], $15::text[], $16::text[]) AS f(e, fid, t, num, d) JOIN ins i ON ${valuesJoin}
      ORDER BY i."id", f.fid
      ${valuesConflict}),
    cnt AS (
      UPDATE "lists"."list_counter" SET "subscribers" = "subscribers" + (SELECT count(*) FROM ins WHERE inserted)
      WHERE "list_id" = $1::bigint AND "slot" = $3::smallint AND EXISTS (SELECT 1 FROM ins WHERE inserted)),
    act AS (
      INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
      SELECT $2::int, $1::bigint, i."id", '${ActivityTypes.Subscription}', '{"Source":"CSVImport"}'::jsonb FROM ins i WHERE i.inserted AND i."status" = 'Subscribed'),
    evt AS (${IMPORTED_EVENT_SQL})
    SELECT count(*) FILTER (WHERE inserted) AS imported, count(*) FILTER (WHERE NOT inserted) AS updated FROM ins`;
}

/** parameters of `importBatchSql` for address-sorted valid rows */
export function importBatchParams(job: { userId: number; listId: number; options: ImportOptions }, valid: ValidRow[], slot: number): unknown[] {
  const n = valid.length;
  const [e, st, b, sd, ip, o] = [
    new Array<string>(n),
    new Array<string | null>(n),
    new Array<string | null>(n),
    new Array<string | null>(n),
    new Array<string | null>(n),
    new Array<string | null>(n),
  ];
  const key: string[] = [];
  const fid: number[] = [];
  const text: string[] = [];
  const num: (string | null)[] = [];
  const date: (string | null)[] = [];
  for (let i = 0; i < n; i++) {
    const v = valid[i];
    e[i] = v.email;
    st[i] = v.status;
    b[i] = v.bounce;
    sd[i] = v.subscriptionDate;
    ip[i] = v.ip;
    o[i] = v.optIn;
    for (const [fieldId, value] of v.values) {
      if (value === '') continue;
      const typed = typedCopies(value);
      key.push(v.email);
      fid.push(fieldId);
      text.push(value);
      num.push(typed.num);
      date.push(typed.date);
    }
  }
  const now = nowText();
  return [job.listId, job.userId, slot, job.options.triggerEvents, now, e, st, b, sd, ip, o, key, fid, text, num, date, job.options.status, now];
}
