import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

export interface ApiKeyRow {
  id: number;
  user_id: number;
  key_hash: string;
  note: string;
  bound_ip_address: string;
  permissions: string[] | null;
  /** the key's first and last characters, shown by user.apikey.list ('' for keys older than hints) */
  key_hint: string;
}

/** One key as user.apikey.list shows it; dates `YYYY-MM-DD HH:MM:SS` UTC. */
export interface ApiKeyUsageRow {
  id: number;
  key_hint: string;
  note: string;
  bound_ip_address: string;
  created_at: string;
  last_used_at: string | null;
  last_used_ip: string | null;
  request_count: number;
}

/** What user.apikey.list shows of a key: at most a quarter of it (six characters), never enough to use it. */
export function apiKeyHint(key: string): string {
  return `${key.slice(0, Math.min(6, Math.floor(key.length / 4)))}…`;
}

const UTC = (column: string) => `to_char("${column}" AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;

@Injectable()
export class ApiKeyRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async findByHash(hash: string): Promise<ApiKeyRow | undefined> {
    const rows: ApiKeyRow[] = await this.db.query(`SELECT * FROM "accounts"."api_key" WHERE "key_hash" = $1`, [hash]);
    return rows[0];
  }

  async insert(values: Omit<ApiKeyRow, 'id'>, manager: EntityManager = this.db.manager): Promise<number> {
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO "accounts"."api_key" ("user_id", "key_hash", "note", "bound_ip_address", "permissions", "key_hint") VALUES ($1, $2, $3, $4, $5, $6) RETURNING "id"`,
      [values.user_id, values.key_hash, values.note, values.bound_ip_address, values.permissions, values.key_hint],
    );
    return rows[0].id;
  }

  async deleteForUser(userId: number, manager: EntityManager = this.db.manager): Promise<string[]> {
    const rows = returningRows<{ key_hash: string }>(
      await manager.query(`DELETE FROM "accounts"."api_key" WHERE "user_id" = $1 RETURNING "key_hash"`, [userId]),
    );
    return rows.map((r) => r.key_hash);
  }

  async hashesForUsers(userIds: number[]): Promise<string[]> {
    const rows: { key_hash: string }[] = await this.db.query(`SELECT "key_hash" FROM "accounts"."api_key" WHERE "user_id" = ANY($1::int[])`, [userIds]);
    return rows.map((r) => r.key_hash);
  }

  async listForUser(userId: number): Promise<ApiKeyUsageRow[]> {
    return this.db.query(
      `SELECT "id", "key_hint", "note", "bound_ip_address", ${UTC('created_at')} AS "created_at", ${UTC('last_used_at')} AS "last_used_at",
              "last_used_ip", "request_count"
         FROM "accounts"."api_key" WHERE "user_id" = $1 ORDER BY "id"`,
      [userId],
    );
  }

  /** Deletes a key (of that user when one is named); the deleted key's hash, or undefined when there is no such key. */
  async deleteOne(keyId: number, userId: number | undefined): Promise<string | undefined> {
    const rows = returningRows<{ key_hash: string }>(
      await this.db.query(`DELETE FROM "accounts"."api_key" WHERE "id" = $1 AND ($2::int IS NULL OR "user_id" = $2) RETURNING "key_hash"`, [
        keyId,
        userId ?? null,
      ]),
    );
    return rows[0]?.key_hash;
  }

  /** A session was opened with the key (User.Login APIKey=): the usage user.apikey.list shows. */
  async recordUse(keyId: number, ip: string): Promise<void> {
    await this.db.query(`UPDATE "accounts"."api_key" SET "request_count" = "request_count" + 1, "last_used_at" = now(), "last_used_ip" = $2 WHERE "id" = $1`, [
      keyId,
      ip,
    ]);
  }
}
