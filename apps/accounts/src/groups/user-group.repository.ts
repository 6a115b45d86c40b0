import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

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
      Object.values(values).map((v) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? JSON.stringify(v) : v)),
    );
    return rows[0].id;
  }

  async list(): Promise<UserGroupRow[]> {
    return this.db.query(`SELECT * FROM "accounts"."user_group" ORDER BY "id"`);
  }

  /** A copy of every column but the id, the default flag and the creation time; undefined when there is no such group. */
  async duplicate(id: number): Promise<number | undefined> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO "accounts"."user_group" ("name", "plan_name", "default_sender_domain", "default_sender_domain_monthly_limit", "limit_lists",
         "limit_subscribers", "limit_sender_domains", "max_send_per_minute", "max_send_per_hour", "max_send_per_day", "limit_monthly", "limit_lifetime", "settings")
       SELECT "name" || ' (copy)', "plan_name", "default_sender_domain", "default_sender_domain_monthly_limit", "limit_lists",
         "limit_subscribers", "limit_sender_domains", "max_send_per_minute", "max_send_per_hour", "max_send_per_day", "limit_monthly", "limit_lifetime", "settings"
         FROM "accounts"."user_group" WHERE "id" = $1
       RETURNING "id"`,
      [id],
    );
    return rows[0]?.id;
  }

  /**
   * Deletes the groups (all in one transaction, the caller's): their users move to the default group, which
   * is the oldest remaining group when the default itself goes. Returns the ids of the users moved, or
   * undefined when no group would remain.
   */
  async deleteMany(ids: number[], manager: EntityManager): Promise<{ movedUserIds: number[] } | undefined> {
    await manager.query(`LOCK TABLE "accounts"."user_group" IN SHARE ROW EXCLUSIVE MODE`);
    const remaining: { id: number; is_default: boolean }[] = await manager.query(
      `SELECT "id", "is_default" FROM "accounts"."user_group" WHERE NOT ("id" = ANY($1::int[])) ORDER BY "id"`,
      [ids],
    );
    if (!remaining.length) return undefined;
    const target = remaining.find((g) => g.is_default) ?? remaining[0];
    if (!target.is_default) {
      await manager.query(`UPDATE "accounts"."user_group" SET "is_default" = false WHERE "is_default"`);
      await manager.query(`UPDATE "accounts"."user_group" SET "is_default" = true WHERE "id" = $1`, [target.id]);
    }
    const moved = returningRows<{ id: number }>(
      await manager.query(`UPDATE "accounts"."user" SET "rel_user_group_id" = $2 WHERE "rel_user_group_id" = ANY($1::int[]) RETURNING "id"`, [ids, target.id]),
    );
    await manager.query(`DELETE FROM "accounts"."user_group" WHERE "id" = ANY($1::int[])`, [ids]);
    return { movedUserIds: moved.map((r) => r.id) };
  }

  /** Writes the given columns and merges the settings keys over the stored ones, in one statement. */
  async patch(id: number, columns: Record<string, unknown>, settings: Record<string, unknown>): Promise<void> {
    const names = Object.keys(columns);
    const sets = [...names.map((c, i) => `"${c}" = $${i + 2}`), `"settings" = "settings" || $${names.length + 2}::jsonb`];
    await this.db.query(`UPDATE "accounts"."user_group" SET ${sets.join(', ')} WHERE "id" = $1`, [id, ...Object.values(columns), JSON.stringify(settings)]);
  }

  async userIds(groupId: number): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(`SELECT "id" FROM "accounts"."user" WHERE "rel_user_group_id" = $1`, [groupId]);
    return rows.map((r) => r.id);
  }

  /** Writes the given columns and replaces the settings document (usergroup.update). */
  async rewrite(id: number, columns: Record<string, unknown>, settings: Record<string, unknown>): Promise<void> {
    const names = Object.keys(columns);
    const sets = [...names.map((c, i) => `"${c}" = $${i + 2}`), `"settings" = $${names.length + 2}::jsonb`];
    await this.db.query(`UPDATE "accounts"."user_group" SET ${sets.join(', ')} WHERE "id" = $1`, [id, ...Object.values(columns), JSON.stringify(settings)]);
  }
}
