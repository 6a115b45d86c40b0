import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

import type { UserGroupRow } from './user-group.row';

@Injectable()
export class UserGroupRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async findById(id: number): Promise<UserGroupRow | undefined> {
    const rows: UserGroupRow[] = await this.db.query(`SELECT * FROM "accounts"."user_group" WHERE "id" = $1`, [id]);
    return rows[0];
  }

  async defaultGroupId(): Promise<number> {
    const rows: { id: number }[] = await this.db.query(`SELECT "id" FROM "accounts"."user_group" WHERE "is_default" LIMIT 1`);
    if (rows[0]) return rows[0].id;
    return this.ensureDefault();
  }

  /** The migration creates it; this repairs an installation where it was removed. */
  async ensureDefault(): Promise<number> {
    await this.db.query(
      `INSERT INTO "accounts"."user_group" ("name", "plan_name", "is_default") SELECT 'Default', 'Default', true
       WHERE NOT EXISTS (SELECT 1 FROM "accounts"."user_group" WHERE "is_default") ON CONFLICT DO NOTHING`,
    );
    const rows: { id: number }[] = await this.db.query(`SELECT "id" FROM "accounts"."user_group" WHERE "is_default" LIMIT 1`);
    return rows[0].id;
  }

  async create(values: Partial<Omit<UserGroupRow, 'id'>> & { name: string }): Promise<number> {
    const columns = Object.keys(values);
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO "accounts"."user_group" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`,
      Object.values(values),
    );
    return rows[0].id;
  }
}
