import { Injectable } from '@nestjs/common';

import { type Queryable, ServiceDb } from '@mail/kit';

import { CLIENT_COLUMNS, type ClientRow } from './client.row';

export interface ClientWrite {
  name: string;
  username: string;
  emailAddress: string;
  passwordHash?: string;
  accountStatus?: string;
}

/** which unique login a write collided with (the unique indexes settle a race the pre-checks lose) */
export type ClientConflict = 'username' | 'email';

/** text sorts ignore case (as the vendor's MySQL collation does) */
const ORDER_COLUMNS: Record<string, string> = {
  clientname: 'lower(c."name")',
  clientid: 'c."id"',
  clientusername: 'lower(c."username")',
  clientemailaddress: 'lower(c."email_address")',
  clientaccountstatus: 'c."account_status"',
};

export function clientOrderColumn(field: string): string | undefined {
  return ORDER_COLUMNS[field.trim().toLowerCase()];
}

function conflictOf(error: unknown): ClientConflict | undefined {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e.driverError?.code ?? e.code;
  const constraint = e.driverError?.constraint ?? e.constraint;
  if (code !== '23505') return undefined;
  return constraint === 'client_username_uq' ? 'username' : 'email';
}

/** Clients, their assignments and their sessions; every owner-facing statement is scoped by the owner. */
@Injectable()
export class ClientsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the login (username or email) another client already holds, if any */
  async taken(username: string, emailAddress: string, exceptId = 0): Promise<ClientConflict | undefined> {
    const row = await this.db.one<{ username: boolean; email: boolean }>(
      `SELECT bool_or(lower("username") = lower($1)) AS "username", bool_or(lower("email_address") = lower($2)) AS "email"
         FROM "accounts"."client" WHERE (lower("username") = lower($1) OR lower("email_address") = lower($2)) AND "id" <> $3`,
      [username, emailAddress, exceptId],
    );
    return row?.username ? 'username' : row?.email ? 'email' : undefined;
  }

  async insert(ownerId: number, write: ClientWrite): Promise<number | ClientConflict> {
    try {
      const rows = await this.db.query<{ id: number }>(
        `INSERT INTO "accounts"."client" ("owner_user_id", "name", "username", "email_address", "password_hash", "account_status")
         VALUES ($1, $2, $3, $4, $5, 'Enabled') RETURNING "id"`,
        [ownerId, write.name, write.username, write.emailAddress, write.passwordHash],
      );
      return rows[0].id;
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) return conflict;
      throw error;
    }
  }

  /** changes name, login, email, and the password and status when given; a conflict when another client holds the login */
  async update(id: number, write: ClientWrite, q: Queryable): Promise<ClientConflict | undefined> {
    try {
      await q.query(
        `UPDATE "accounts"."client" SET "name" = $2, "username" = $3, "email_address" = $4,
                "password_hash" = coalesce($5, "password_hash"), "account_status" = coalesce($6, "account_status")
          WHERE "id" = $1`,
        [id, write.name, write.username, write.emailAddress, write.passwordHash ?? null, write.accountStatus ?? null],
      );
      return undefined;
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict) return conflict;
      throw error;
    }
  }

  findById(id: number): Promise<ClientRow | undefined> {
    return this.db.one<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM "accounts"."client" c WHERE c."id" = $1`, [id]);
  }

  findOwned(ownerId: number, id: number): Promise<ClientRow | undefined> {
    return this.db.one<ClientRow>(`SELECT ${CLIENT_COLUMNS} FROM "accounts"."client" c WHERE c."id" = $1 AND c."owner_user_id" = $2`, [id, ownerId]);
  }

  /** the login a client signs in with, and whether its owner may still sign in */
  findForLogin(username: string): Promise<(ClientRow & { owner_status: string }) | undefined> {
    return this.db.one(
      `SELECT ${CLIENT_COLUMNS}, u."account_status" AS "owner_status"
         FROM "accounts"."client" c JOIN "accounts"."user" u ON u."id" = c."owner_user_id" WHERE lower(c."username") = lower($1)`,
      [username],
    );
  }

  /** a password reset's client, by address (any casing) or id, and whether its owner may still sign in */
  findForReset(by: { email: string } | { id: number }): Promise<(ClientRow & { owner_status: string }) | undefined> {
    const where = 'email' in by ? 'lower(c."email_address") = lower($1)' : 'c."id" = $1';
    return this.db.one(
      `SELECT ${CLIENT_COLUMNS}, u."account_status" AS "owner_status"
         FROM "accounts"."client" c JOIN "accounts"."user" u ON u."id" = c."owner_user_id" WHERE ${where}`,
      ['email' in by ? by.email : by.id],
    );
  }

  /** sets the client's password hash (a completed password reset) */
  async setPassword(id: number, passwordHash: string, q: Queryable): Promise<void> {
    await q.query(`UPDATE "accounts"."client" SET "password_hash" = $2 WHERE "id" = $1`, [id, passwordHash]);
  }

  /** `orderColumn` comes from clientOrderColumn (a whitelist), never from the request */
  browse(ownerId: number, orderColumn: string, descending: boolean): Promise<ClientRow[]> {
    return this.db.query<ClientRow>(
      `SELECT ${CLIENT_COLUMNS} FROM "accounts"."client" c WHERE c."owner_user_id" = $1 ORDER BY ${orderColumn} ${descending ? 'DESC' : 'ASC'}, c."id"`,
      [ownerId],
    );
  }

  /** deletes the owner's clients among `ids`; answers their sessions' token hashes, for eviction */
  async deleteOwned(ownerId: number, ids: number[]): Promise<string[]> {
    const rows = await this.db.query<{ token_hash: string }>(
      `WITH d AS (DELETE FROM "accounts"."client" WHERE "owner_user_id" = $1 AND "id" = ANY($2::int[]) RETURNING "id")
       SELECT s."token_hash" FROM "accounts"."client_session" s WHERE s."client_id" IN (SELECT "id" FROM d)`,
      [ownerId, ids],
    );
    return rows.map((r) => r.token_hash);
  }

  async openSession(id: string, tokenHash: string, clientId: number, ip: string, lifetimeDays: number): Promise<void> {
    await this.db.query(
      `INSERT INTO "accounts"."client_session" ("id", "token_hash", "client_id", "ip_address", "expires_at")
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
      [id, tokenHash, clientId, ip, lifetimeDays],
    );
  }

  /** ends the client's sessions but `exceptId`; answers their token hashes, for eviction */
  async endSessions(clientId: number, exceptId: string | undefined, q: Queryable): Promise<string[]> {
    const rows = await this.db.returning<{ token_hash: string }>(
      `DELETE FROM "accounts"."client_session" WHERE "client_id" = $1 AND ($2::uuid IS NULL OR "id" <> $2::uuid) RETURNING "token_hash"`,
      [clientId, exceptId ?? null],
      q,
    );
    return rows.map((r) => r.token_hash);
  }

  /** replaces the client's assigned lists or campaigns */
  async assign(kind: 'list' | 'campaign', clientId: number, ids: number[]): Promise<void> {
    const table = kind === 'list' ? '"accounts"."client_list"' : '"accounts"."client_campaign"';
    const column = kind === 'list' ? '"list_id"' : '"campaign_id"';
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM ${table} WHERE "client_id" = $1`, [clientId]);
      await m.query(`INSERT INTO ${table} ("client_id", ${column}) SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING`, [clientId, ids]);
    });
  }

  async assigned(kind: 'list' | 'campaign', clientId: number): Promise<number[]> {
    const sql =
      kind === 'list'
        ? `SELECT "list_id" AS "id" FROM "accounts"."client_list" WHERE "client_id" = $1 ORDER BY 1`
        : `SELECT "campaign_id" AS "id" FROM "accounts"."client_campaign" WHERE "client_id" = $1 ORDER BY 1`;
    const rows = await this.db.query<{ id: string }>(sql, [clientId]);
    return rows.map((r) => Number(r.id));
  }
}
