import { Injectable } from '@nestjs/common';

import type { SmsSuppressionRow } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** which of a user's entries a read covers: one level (a list's entries: that list), or all of them */
export interface SuppressionScope {
  userId: number;
  level?: 'user' | 'list';
  listId?: number;
}

export interface BrowseFilter extends SuppressionScope {
  reason?: string;
  search?: string;
  isPattern?: boolean;
  patternsOnly?: boolean;
}

export interface NewSuppression {
  level: 'system' | 'user' | 'list';
  /** 0 for system entries */
  userId: number;
  listId: number;
  phoneNumber: string;
  number: string;
  like: string | null;
  reason: string;
  source: string;
  notes: string;
  addedByUserId: number | null;
  addedByAdminId: number | null;
}

export interface SuppressionCounts {
  total: number;
  user: number;
  list: number;
  patterns: number;
  reasons: Record<string, number>;
}

const TIME = (col: string) => `to_char(s."${col}", 'YYYY-MM-DD HH24:MI:SS')`;
const ROW = `s."id"::text AS "SuppressionID", s."level" AS "SuppressionType",
  CASE WHEN s."level" = 'system' THEN NULL ELSE s."user_id"::text END AS "RelUserID",
  CASE WHEN s."level" = 'list' THEN s."list_id"::text END AS "RelListID",
  s."phone_number" AS "PhoneNumber",
  CASE WHEN s."is_pattern" THEN s."number" ELSE ltrim(s."number", '+') END AS "PhoneNumberNormalized",
  CASE WHEN s."is_pattern" THEN '1' ELSE '0' END AS "IsPattern",
  s."reason" AS "Reason", s."source" AS "Source", s."notes" AS "Notes",
  s."added_by_user_id"::text AS "AddedByUserID", s."added_by_admin_id"::text AS "AddedByAdminID",
  ${TIME('created_at')} AS "CreatedAt", ${TIME('updated_at')} AS "UpdatedAt"`;

/** the WHERE of a read (the user's own, non-system entries) with its parameters, from $1 */
function where(f: BrowseFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.userId];
  const parts = [`s."user_id" = $1`, `s."level" <> 'system'`];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (f.level === 'user') parts.push(`s."level" = 'user'`);
  if (f.level === 'list') add((n) => `s."level" = 'list' AND s."list_id" = ${n}`, f.listId ?? 0);
  if (f.reason) add((n) => `s."reason" = ${n}`, f.reason);
  if (f.search) add((n) => `(strpos(s."phone_number", ${n}) > 0 OR strpos(s."number", ${n}) > 0 OR strpos(lower(s."notes"), lower(${n})) > 0)`, f.search);
  if (f.isPattern !== undefined) add((n) => `s."is_pattern" = ${n}`, f.isPattern);
  return { sql: parts.join(' AND '), params };
}

/** SMS suppression entries: the caller's reads and writes (the send-time lookup is SmsMessageRepository's). */
@Injectable()
export class SmsSuppressionRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the entry's id; an entry that exists (same level, user, list and number) takes the new reason and source, and the notes when given */
  async upsert(e: NewSuppression): Promise<number> {
    const [row] = await this.db.returning<{ id: string }>(
      `INSERT INTO "sms"."suppression" ("user_id", "level", "list_id", "number", "phone_number", "is_pattern", "like_pattern", "reason", "source", "notes", "added_by_user_id", "added_by_admin_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       ON CONFLICT ("user_id", "level", "list_id", "number") DO UPDATE SET "phone_number" = EXCLUDED."phone_number", "reason" = EXCLUDED."reason",
         "source" = EXCLUDED."source",
         "notes" = CASE WHEN EXCLUDED."notes" <> '' THEN EXCLUDED."notes" ELSE "sms"."suppression"."notes" END, "updated_at" = (now() at time zone 'utc')
       RETURNING "id"`,
      [e.userId, e.level, e.listId, e.number, e.phoneNumber, e.like !== null, e.like, e.reason, e.source, e.notes, e.addedByUserId, e.addedByAdminId],
    );
    return Number(row.id);
  }

  /** a page, newest first, and the filtered total */
  async browse(f: BrowseFilter, offset: number, limit: number): Promise<{ total: number; rows: SmsSuppressionRow[] }> {
    const w = where(f);
    const [count] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS "total" FROM "sms"."suppression" s WHERE ${w.sql}`, w.params);
    const rows = await this.db.query<SmsSuppressionRow>(
      `SELECT ${ROW} FROM "sms"."suppression" s WHERE ${w.sql} ORDER BY s."created_at" DESC, s."id" DESC OFFSET $${w.params.length + 1} LIMIT $${w.params.length + 2}`,
      [...w.params, offset, limit],
    );
    return { total: count.total, rows };
  }

  /** the patterns (no paging), newest first */
  patterns(f: SuppressionScope): Promise<SmsSuppressionRow[]> {
    const w = where({ ...f, isPattern: true });
    return this.db.query<SmsSuppressionRow>(`SELECT ${ROW} FROM "sms"."suppression" s WHERE ${w.sql} ORDER BY s."created_at" DESC, s."id" DESC`, w.params);
  }

  async counts(f: SuppressionScope): Promise<SuppressionCounts> {
    const w = where(f);
    const rows = await this.db.query<{ level: string; reason: string; patterns: number; total: number }>(
      `SELECT s."level", s."reason", count(*) FILTER (WHERE s."is_pattern")::int AS "patterns", count(*)::int AS "total"
       FROM "sms"."suppression" s WHERE ${w.sql} GROUP BY 1, 2`,
      w.params,
    );
    const c: SuppressionCounts = { total: 0, user: 0, list: 0, patterns: 0, reasons: {} };
    for (const r of rows) {
      c.total += r.total;
      c.patterns += r.patterns;
      if (r.level === 'user') c.user += r.total;
      if (r.level === 'list') c.list += r.total;
      c.reasons[r.reason] = (c.reasons[r.reason] ?? 0) + r.total;
    }
    return c;
  }

  /** removes those of `ids` that are the user's non-system entries; answers the ids removed */
  async deleteOwn(userId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await this.db.returning<{ id: string }>(
      `DELETE FROM "sms"."suppression" WHERE "id" = ANY($2::bigint[]) AND "user_id" = $1 AND "level" <> 'system' RETURNING "id"`,
      [userId, ids],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }
}
