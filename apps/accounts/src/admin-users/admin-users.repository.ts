import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ActivityUserRow {
  id: number;
  username: string;
  email_address: string;
  first_name: string;
  last_name: string;
  company_name: string;
  account_status: string;
  last_activity_at: Date | null;
  active: boolean;
}

export interface ActivityFilter {
  days: number;
  status: 'all' | 'active' | 'idle';
  keyword?: string;
  order: string;
  desc: boolean;
  limit: number | null;
  offset: number;
}

const ORDER: Record<string, string> = {
  lastactivitydatetime: '"last_activity_at"',
  userid: '"id"',
  username: 'lower("username")',
  emailaddress: 'lower("email_address")',
};

/** Admin reads of every user: last activity within a period, and the brief other services ask for. */
@Injectable()
export class AdminUsersRepository {
  constructor(private readonly db: ServiceDb) {}

  private filter(f: Pick<ActivityFilter, 'days' | 'status' | 'keyword'>, params: unknown[]): string {
    params.push(f.days);
    const active = `("last_activity_at" IS NOT NULL AND "last_activity_at" >= now() - make_interval(days => $1))`;
    const where = [f.status === 'active' ? active : f.status === 'idle' ? `NOT ${active}` : '$1::int > 0'];
    if (f.keyword) {
      params.push(`%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const k = `$${params.length}`;
      where.push(`("username" ILIKE ${k} OR "email_address" ILIKE ${k} OR "first_name" ILIKE ${k} OR "last_name" ILIKE ${k} OR "company_name" ILIKE ${k})`);
    }
    return where.join(' AND ');
  }

  async activity(f: ActivityFilter): Promise<{ rows: ActivityUserRow[]; total: number }> {
    const params: unknown[] = [];
    const where = this.filter(f, params);
    const counted = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM "accounts"."user" WHERE ${where}`, params);
    params.push(f.limit, f.offset);
    const rows = await this.db.query<ActivityUserRow>(
      `SELECT "id", "username", "email_address", "first_name", "last_name", "company_name", "account_status", "last_activity_at",
              ("last_activity_at" IS NOT NULL AND "last_activity_at" >= now() - make_interval(days => $1)) AS "active"
       FROM "accounts"."user" WHERE ${where}
       ORDER BY ${ORDER[f.order] ?? ORDER.lastactivitydatetime} ${f.desc ? 'DESC' : 'ASC'} NULLS LAST, "id"
       LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { rows, total: counted?.n ?? 0 };
  }

  async activitySummary(days: number): Promise<{ active: number; idle: number }> {
    const row = await this.db.one<{ active: number; idle: number }>(
      `SELECT count(*) FILTER (WHERE "last_activity_at" >= now() - make_interval(days => $1))::int AS "active",
              count(*) FILTER (WHERE "last_activity_at" IS NULL OR "last_activity_at" < now() - make_interval(days => $1))::int AS "idle"
       FROM "accounts"."user"`,
      [days],
    );
    return row ?? { active: 0, idle: 0 };
  }

  brief(userIds: number[]): Promise<{ id: number; username: string; first_name: string; last_name: string; email_address: string; company_name: string }[]> {
    return this.db.query(
      `SELECT "id", "username", "first_name", "last_name", "email_address", "company_name" FROM "accounts"."user" WHERE "id" = ANY($1::int[])`,
      [userIds],
    );
  }
}
