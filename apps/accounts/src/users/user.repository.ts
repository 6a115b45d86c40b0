import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

import { TfaSecretCodec } from '../secrets/tfa-secret.codec';
import type { UserRow } from './user.row';

export interface UserListQuery {
  groupIds: number[];
  onlyUserId?: number;
  searchColumns: string[];
  keyword?: string;
  orderColumn: string;
  orderDirection: 'ASC' | 'DESC';
  limit: number;
  offset: number;
}

/** Queries only; rules live in the services. Columns are never taken from user input unescaped. */
@Injectable()
export class UserRepository {
  constructor(
    @InjectDataSource('accounts') private readonly db: DataSource,
    private readonly secrets: TfaSecretCodec,
  ) {}

  async findById(id: number): Promise<UserRow | undefined> {
    const rows: UserRow[] = await this.db.query(`SELECT * FROM "accounts"."user" WHERE "id" = $1`, [id]);
    return this.secrets.opened('user', rows[0]);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const rows: UserRow[] = await this.db.query(`SELECT * FROM "accounts"."user" WHERE lower("email_address") = lower($1)`, [email]);
    return this.secrets.opened('user', rows[0]);
  }

  /** Login accepts the username or the email address. */
  async findByLogin(login: string): Promise<UserRow | undefined> {
    const rows: UserRow[] = await this.db.query(
      `SELECT * FROM "accounts"."user" WHERE lower("username") = lower($1) OR lower("email_address") = lower($1) ORDER BY (lower("username") = lower($1)) DESC LIMIT 1`,
      [login],
    );
    return this.secrets.opened('user', rows[0]);
  }

  /** Which of username/email another user already has. */
  async conflicts(username: string | undefined, email: string | undefined, excludeId?: number): Promise<{ username: boolean; email: boolean }> {
    const rows: { u: boolean; e: boolean }[] = await this.db.query(
      `SELECT bool_or(lower("username") = lower($1)) AS u, bool_or(lower("email_address") = lower($2)) AS e
         FROM "accounts"."user" WHERE (lower("username") = lower($1) OR lower("email_address") = lower($2)) AND ($3::int IS NULL OR "id" <> $3::int)`,
      [username ?? null, email ?? null, excludeId ?? null],
    );
    return { username: Boolean(rows[0]?.u), email: Boolean(rows[0]?.e) };
  }

  async insert(plain: Partial<UserRow>): Promise<number> {
    const values = this.secrets.sealed('user', plain);
    const columns = Object.keys(values);
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO "accounts"."user" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`,
      columns.map((c) => serialize((values as Record<string, unknown>)[c])),
    );
    return rows[0].id;
  }

  async update(id: number, plain: Partial<UserRow>, manager: EntityManager = this.db.manager): Promise<void> {
    const values = this.secrets.sealed('user', plain);
    const columns = Object.keys(values);
    if (!columns.length) return;
    await manager.query(`UPDATE "accounts"."user" SET ${columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ')}, "updated_at" = now() WHERE "id" = $1`, [
      id,
      ...columns.map((c) => serialize((values as Record<string, unknown>)[c])),
    ]);
  }

  /** users.status: every user, whether they signed in within the last `days` days, and when last (UTC). */
  async activity(days: number): Promise<{ id: number; active: boolean; last_activity: string | null }[]> {
    return this.db.query(
      `SELECT "id", COALESCE("last_activity_at" > now() - make_interval(days => $1), false) AS "active",
              to_char("last_activity_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS') AS "last_activity"
         FROM "accounts"."user" ORDER BY "id"`,
      [days],
    );
  }

  async touchActivity(id: number): Promise<void> {
    await this.db.query(`UPDATE "accounts"."user" SET "last_activity_at" = now() WHERE "id" = $1`, [id]);
  }

  async list(query: UserListQuery): Promise<{ rows: UserRow[]; total: number }> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (query.groupIds.length) where.push(`"rel_user_group_id" = ANY($${values.push(query.groupIds)}::int[])`);
    if (query.onlyUserId !== undefined) where.push(`"id" = $${values.push(query.onlyUserId)}`);
    if (query.searchColumns.length && query.keyword) {
      const placeholder = `$${values.push(`%${escapeLike(query.keyword)}%`)}`;
      where.push(`(${query.searchColumns.map((c) => `"${c}"::text ILIKE ${placeholder}`).join(' OR ')})`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [count] = await this.db.query(`SELECT count(*)::int AS n FROM "accounts"."user" ${clause}`, values);
    const rows: UserRow[] = await this.db.query(
      `SELECT * FROM "accounts"."user" ${clause} ORDER BY "${query.orderColumn}" ${query.orderDirection}, "id" ASC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      [...values, query.limit, query.offset],
    );
    return { rows: rows.map((row) => this.secrets.opened('user', row) as UserRow), total: count.n };
  }

  async deleteMany(ids: number[], manager: EntityManager): Promise<number[]> {
    const rows = returningRows<{ id: number }>(await manager.query(`DELETE FROM "accounts"."user" WHERE "id" = ANY($1::int[]) RETURNING "id"`, [ids]));
    return rows.map((r) => r.id);
  }

  async existingIds(ids: number[]): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(`SELECT "id" FROM "accounts"."user" WHERE "id" = ANY($1::int[])`, [ids]);
    return rows.map((r) => r.id);
  }
}

function serialize(value: unknown): unknown {
  return value !== null && typeof value === 'object' && !(value instanceof Date) ? JSON.stringify(value) : value;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
