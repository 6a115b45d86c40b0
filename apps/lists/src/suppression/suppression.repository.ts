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
}
