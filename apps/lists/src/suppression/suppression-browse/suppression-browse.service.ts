import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { escapeLike, ts } from '../../common/sql';

/**
 * Suppression.Browse: the caller's suppressed addresses (user-wide and per-list), `*` as wildcard,
 * StartFrom 0 / RetrieveCount 100 by default. No error codes.
 */
@Injectable()
export class SuppressionBrowseService {
  constructor(private readonly db: ServiceDb) {}

  async run(req: BusRequest): Promise<{ TotalRecords: number; SuppressedEmails: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    const pattern = p.str('SearchPattern');
    const like = pattern ? escapeLike(pattern.toLowerCase()).replace(/\*/g, '%') : '%';
    const from = Math.max(0, p.int('StartFrom', 0));
    const count = Math.min(10_000, Math.max(0, p.int('RetrieveCount', 100)));
    const where = `"user_id" = $1 AND lower("email") LIKE $2`;
    const [total] = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM "lists"."suppression" WHERE ${where}`, [userId, like]);
    const rows = await this.db.query<{ email: string; source: string; reason: string; list_id: string | null; created_at: string }>(
      `SELECT "email", "source", "reason", "list_id", ${ts('"created_at"')} AS "created_at" FROM "lists"."suppression" WHERE ${where}
       ORDER BY "id" DESC LIMIT ${count} OFFSET ${from}`,
      [userId, like],
    );
    return {
      TotalRecords: Number(total?.n ?? 0),
      SuppressedEmails: rows.map((r) => ({
        EmailAddress: r.email,
        SuppressionSource: r.source,
        Reason: r.reason,
        DateAdded: r.created_at,
        ListID: r.list_id ? Number(r.list_id) : 0,
      })),
    };
  }
}
