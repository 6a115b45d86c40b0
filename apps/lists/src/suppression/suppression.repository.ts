import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { escapeLike, ts } from '../common/sql';

export interface SuppressionRow {
  email: string;
  source: string;
  reason: string;
  list_id: string | null;
  created_at: string;
}

/**
 * Suppressed addresses: per user (user 0: system-wide, from the administrator), user-wide (no list) or for one
 * list. Addresses compare case-insensitively.
 */
@Injectable()
export class SuppressionRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the user's entries whose address matches `pattern` (`*` as wildcard, '' for all), newest first */
  async browse(userId: number, pattern: string, page: { from: number; count: number }): Promise<{ total: number; rows: SuppressionRow[] }> {
    const like = pattern ? escapeLike(pattern.toLowerCase()).replace(/\*/g, '%') : '%';
    const where = `"user_id" = $1 AND lower("email") LIKE $2`;
    const [total] = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM "lists"."suppression" WHERE ${where}`, [userId, like]);
    const rows = await this.db.query<SuppressionRow>(
      `SELECT "email", "source", "reason", "list_id", ${ts('"created_at"')} AS "created_at" FROM "lists"."suppression" WHERE ${where}
       ORDER BY "id" DESC LIMIT ${page.count} OFFSET ${page.from}`,
      [userId, like],
    );
    return { total: Number(total?.n ?? 0), rows };
  }

  /** the address's entries of the user (only the list's with `listId`); answers how many were removed */
  async remove(userId: number, email: string, listId: number | null): Promise<number> {
    const rows = await this.db.returning(
      `DELETE FROM "lists"."suppression" WHERE "user_id" = $1 AND lower("email") = lower($2) AND ($3::bigint IS NULL OR "list_id" = $3) RETURNING "id"`,
      [userId, email, listId],
    );
    return rows.length;
  }

  /**
   * Takes, in the caller's transaction, the locks a suppression write takes on its addresses (`null`: on every
   * address). A transaction that writes subscribers and then suppression rows calls it first: the subscriber
   * writes take the same locks shared, and two transactions each holding one shared could not both raise it
   * (migration CountSuppressedSubscribers).
   */
  async lockAddresses(emails: string[] | null, q: Queryable): Promise<void> {
    await q.query(`SELECT "lists"."lock_suppression_addresses"($1::text[])`, [emails]);
  }

  /** adds the addresses not suppressed there yet (`listId` null: user-wide) */
  async add(userId: number, listId: number | null, emails: string[], entry: { source: string; reason: string }, q: Queryable = this.db): Promise<void> {
    await q.query(
      `INSERT INTO "lists"."suppression" ("user_id", "list_id", "email", "source", "reason") SELECT $1, $2, e, $4, $5 FROM unnest($3::text[]) e ON CONFLICT DO NOTHING`,
      [userId, listId, emails, entry.source, entry.reason],
    );
  }

  /**
   * suppression.stats: the entries of exactly one scope (the user's list, or with `listId` null the user-wide one),
   * counted per vendor source (SOURCE_SQL); `pattern` as in browse.
   */
  async countBySource(userId: number, listId: number | null, pattern: string): Promise<{ source: string; n: number }[]> {
    const like = pattern ? escapeLike(pattern.toLowerCase()).replace(/\*/g, '%') : '%';
    const rows = await this.db.query<{ source: string; n: string }>(
      `SELECT ${SOURCE_SQL} AS "source", count(*) AS "n" FROM "lists"."suppression" s
       WHERE s."user_id" = $1 AND s."list_id" IS NOT DISTINCT FROM $2::bigint AND lower(s."email") LIKE $3 GROUP BY 1`,
      [userId, listId, like],
    );
    return rows.map((r) => ({ source: r.source, n: Number(r.n) }));
  }

  /**
   * suppression.check: the entries the send path honours for the addresses (case-insensitive): the list's
   * (`listId`), the user's account-wide ones (no list) and the system-wide ones (user 0, no list).
   */
  matching(userId: number, listId: number | null, emails: string[]): Promise<SuppressionMatchRow[]> {
    return this.db.query<SuppressionMatchRow>(
      `SELECT lower(s."email") AS "email",
              CASE WHEN s."list_id" IS NOT NULL THEN 'PerList' WHEN s."user_id" = 0 THEN 'SystemWide' ELSE 'AccountWide' END AS "scope",
              ${SOURCE_SQL} AS "source", s."reason"
       FROM "lists"."suppression" s
       WHERE lower(s."email") = ANY(SELECT lower(e) FROM unnest($3::text[]) e)
         AND ((s."user_id" = $1 AND (s."list_id" IS NULL OR s."list_id" = $2::bigint)) OR (s."user_id" = 0 AND s."list_id" IS NULL))`,
      [userId, listId, emails],
    );
  }
}

export interface SuppressionMatchRow {
  /** lower-cased */
  email: string;
  scope: 'PerList' | 'AccountWide' | 'SystemWide';
  source: string;
  reason: string;
}

/** the stored source as one of the vendor's five (Administrator, User, SPAM complaint, Hard Bounced, Unsubscribe) */
const SOURCE_SQL = `CASE
  WHEN s."source" ILIKE 'admin%' THEN 'Administrator'
  WHEN s."source" ILIKE '%spam%' OR s."source" ILIKE '%complain%' THEN 'SPAM complaint'
  WHEN s."source" ILIKE '%bounce%' THEN 'Hard Bounced'
  WHEN s."source" ILIKE 'unsub%' THEN 'Unsubscribe'
  ELSE 'User' END`;
