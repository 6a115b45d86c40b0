import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ThemeRow {
  id: number;
  template: string;
  name: string;
  product_name: string;
  logo_data: string;
  logo_type: string;
  logo_size: number;
  logo_file_name: string;
  settings: string;
}

export type ThemeValues = Partial<Omit<ThemeRow, 'id'>>;

const COLUMNS = ['template', 'name', 'product_name', 'logo_data', 'logo_type', 'logo_size', 'logo_file_name', 'settings'] as const;

/** Queries of themes; rules live in the services. */
@Injectable()
export class ThemesRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(values: ThemeValues & { template: string; name: string }): Promise<number> {
    const columns = COLUMNS.filter((c) => values[c] !== undefined);
    const row = await this.db.one<{ id: number }>(
      `INSERT INTO "accounts"."theme" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING "id"`,
      columns.map((c) => values[c]),
    );
    return row!.id;
  }

  async findById(id: number): Promise<ThemeRow | undefined> {
    return this.db.one<ThemeRow>(`SELECT * FROM "accounts"."theme" WHERE "id" = $1`, [id]);
  }

  async list(): Promise<Omit<ThemeRow, 'logo_data'>[]> {
    return this.db.query(
      `SELECT "id", "template", "name", "product_name", "logo_type", "logo_size", "logo_file_name", "settings" FROM "accounts"."theme" ORDER BY "id"`,
    );
  }

  /** false when there is no such theme */
  async update(id: number, values: ThemeValues): Promise<boolean> {
    const columns = COLUMNS.filter((c) => values[c] !== undefined);
    const set = columns.length ? columns.map((c, i) => `"${c}" = $${i + 2}`).join(', ') : `"id" = "id"`;
    const rows = await this.db.returning(`UPDATE "accounts"."theme" SET ${set} WHERE "id" = $1 RETURNING "id"`, [id, ...columns.map((c) => values[c])]);
    return rows.length > 0;
  }

  /**
   * Deletes the themes named unless that would leave none (then nothing is deleted): one statement, so two
   * concurrent deletes cannot together remove the last theme. Answers false when it refused.
   */
  async deleteKeepingOne(ids: number[]): Promise<boolean> {
    return this.db.tx(async (manager) => {
      await manager.query(`LOCK TABLE "accounts"."theme" IN SHARE ROW EXCLUSIVE MODE`);
      const left: { n: number }[] = await manager.query(`SELECT count(*)::int AS "n" FROM "accounts"."theme" WHERE NOT ("id" = ANY($1::int[]))`, [ids]);
      if (left[0].n === 0) return false;
      await manager.query(`DELETE FROM "accounts"."theme" WHERE "id" = ANY($1::int[])`, [ids]);
      return true;
    });
  }
}
