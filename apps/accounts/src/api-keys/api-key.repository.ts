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
}

@Injectable()
export class ApiKeyRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async findByHash(hash: string): Promise<ApiKeyRow | undefined> {
    const rows: ApiKeyRow[] = await this.db.query(`SELECT * FROM "accounts"."api_key" WHERE "key_hash" = $1`, [hash]);
    return rows[0];
  }

  async insert(values: Omit<ApiKeyRow, 'id'>, manager: EntityManager = this.db.manager): Promise<number> {
    const rows: { id: number }[] = await manager.query(
      `INSERT INTO "accounts"."api_key" ("user_id", "key_hash", "note", "bound_ip_address", "permissions") VALUES ($1, $2, $3, $4, $5) RETURNING "id"`,
      [values.user_id, values.key_hash, values.note, values.bound_ip_address, values.permissions],
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
}
