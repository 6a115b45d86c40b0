import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, EventSubjects } from '@mail/contracts';

import { isEmail, isIp, nowText, parseDateTime } from '../common/values';
import { typedCopies } from '../custom-fields/custom-field.value';
import { invalidValueReason } from '../custom-fields/custom-field.value';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { parseBounceType, parseStatus } from '../subscribers/subscriber.status';
import type { ImportTarget } from './import-mapping';
import type { ImportOptions, RowError } from './import-job.row';

export interface BatchResult {
  imported: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: RowError[];
}

interface ValidRow {
  row: number;
  email: string;
  status: string;
  bounce: string;
  subscriptionDate: string | null;
  ip: string | null;
  optIn: string | null;
  values: [number, string][];
}

/**
 * Writes one batch of import rows set-based: validate in memory (bad rows become per-row errors, never
 * abort the batch), one INSERT … SELECT FROM unnest … ON CONFLICT for subscribers, one for field values,
 * one for activity (and events when asked), one counter update — all in the caller's transaction.
 */
@Injectable()
export class ImportBatchWriter {
  async write(m: EntityManager, job: { userId: number; listId: number; options: ImportOptions }, rows: { row: number; cells: string[] }[], targets: Map<number, ImportTarget>, fields: Map<number, CustomFieldRow>): Promise<BatchResult> {
    const result: BatchResult = { imported: 0, updated: 0, skipped: 0, failed: 0, errors: [] };
    const byEmail = new Map<string, ValidRow>();
    for (const { row, cells } of rows) {
      const parsed = this.validate(row, cells, targets, fields, job.options);
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
    const conflict =
      job.options.duplicates === 'update'
        ? `DO UPDATE SET "status" = excluded."status", "bounce_type" = excluded."bounce_type", "subscription_ip" = coalesce(excluded."subscription_ip", s."subscription_ip"), "updated_at" = now() at time zone 'utc'`
        : 'DO NOTHING';
    const written: { id: string; email: string; inserted: boolean }[] = await m.query(
      `INSERT INTO "lists"."subscriber" AS s ("list_id", "email", "status", "bounce_type", "subscription_date", "subscription_ip", "optin_date", "source")
       SELECT $1, u.e, u.st, u.b, u.sd::timestamp, u.ip, u.o::timestamp, 'CSVImport' FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS u(e, st, b, sd, ip, o)
       ON CONFLICT ("list_id", lower("email")) ${conflict}
       RETURNING s."id", s."email", (s.xmax = 0) AS inserted`,
      [job.listId, valid.map((v) => v.email), valid.map((v) => v.status), valid.map((v) => v.bounce), valid.map((v) => v.subscriptionDate), valid.map((v) => v.ip), valid.map((v) => v.optIn)],
    );
    const idOf = new Map(written.map((w) => [w.email.toLowerCase(), w]));
    const inserted = written.filter((w) => w.inserted);
    result.imported += inserted.length;
    result.updated += written.length - inserted.length;
    result.skipped += valid.length - written.length;
    await this.writeValues(m, valid, idOf);
    if (inserted.length) {
      await m.query(`UPDATE "lists"."list_counter" SET "subscribers" = "subscribers" + $2 WHERE "list_id" = $1 AND "slot" = $3`, [job.listId, inserted.length, Math.floor(Math.random() * 16)]);
      const subscribed = inserted.filter((w) => byEmail.get(w.email.toLowerCase())?.status === 'Subscribed');
      const ids = subscribed.map((w) => Number(w.id));
      if (ids.length) {
        await m.query(
          `INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters") SELECT $1, $2, i, $3, '{"Source":"CSVImport"}'::jsonb FROM unnest($4::bigint[]) i`,
          [job.userId, job.listId, ActivityTypes.Subscription, ids],
        );
        if (job.options.triggerEvents) {
          await m.query(
            `INSERT INTO "lists"."outbox" ("id", "subject", "payload")
             SELECT gen_random_uuid(), $1, jsonb_build_object('userId', $2::int, 'listId', $3::bigint, 'subscriberId', u.i, 'emailAddress', u.e, 'status', 'Subscribed', 'source', 'CSVImport', 'occurredAt', $4::text)
             FROM unnest($5::bigint[], $6::text[]) AS u(i, e)`,
            [EventSubjects.SubscriberSubscribed, job.userId, job.listId, nowText(), ids, subscribed.map((w) => w.email)],
          );
        }
      }
    }
    return result;
  }

  private async writeValues(m: EntityManager, valid: ValidRow[], idOf: Map<string, { id: string; inserted: boolean }>): Promise<void> {
    const sub: number[] = [];
    const fid: number[] = [];
    const text: string[] = [];
    const num: (string | null)[] = [];
    const date: (string | null)[] = [];
    const ordered = valid.map((v) => ({ v, w: idOf.get(v.email.toLowerCase()) })).sort((a, b) => Number(a.w?.id ?? 0) - Number(b.w?.id ?? 0));
    for (const { v, w } of ordered) {
      if (!w) continue;
      for (const [fieldId, value] of v.values) {
        if (value === '') continue;
        const typed = typedCopies(value);
        sub.push(Number(w.id));
        fid.push(fieldId);
        text.push(value);
        num.push(typed.num);
        date.push(typed.date);
      }
    }
    if (!sub.length) return;
    await m.query(
      `INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
       SELECT u.s, u.f, u.t, u.n::numeric, u.d::timestamp FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[]) AS u(s, f, t, n, d)
       ON CONFLICT ("subscriber_id", "field_id") DO UPDATE SET "value_text" = excluded."value_text", "value_num" = excluded."value_num", "value_date" = excluded."value_date"`,
      [sub, fid, text, num, date],
    );
  }

  private validate(row: number, cells: string[], targets: Map<number, ImportTarget>, fields: Map<number, CustomFieldRow>, options: ImportOptions): ValidRow | RowError {
    const out: ValidRow = { row, email: '', status: options.status, bounce: 'Not Bounced', subscriptionDate: nowText(), ip: null, optIn: null, values: [] };
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
        const date = parseDateTime(value);
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
    if (out.status === 'Subscribed' && !out.optIn) out.optIn = out.subscriptionDate;
    return out;
  }
}
