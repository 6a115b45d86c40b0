import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface SearchFilterRow {
  id: string;
  scope: string;
  name: string;
  query: string;
  options: Record<string, unknown> | null;
}

/** What a change writes: only the given columns. */
export interface SearchFilterChange {
  scope?: string;
  name?: string;
  query?: string;
  /** null clears the options */
  options?: Record<string, unknown> | null;
}

const COLUMNS = `"id", "scope", "name", "query", "options"`;

/** A user's saved search presets (search.filters.*); every statement is scoped by the owner. */
@Injectable()
export class SearchFiltersRepository {
  constructor(private readonly db: ServiceDb) {}

  list(userId: number, scope: string): Promise<SearchFilterRow[]> {
    return this.db.query<SearchFilterRow>(`SELECT ${COLUMNS} FROM "lists"."search_filter" WHERE "user_id" = $1 AND "scope" = $2 ORDER BY "id"`, [
      userId,
      scope,
    ]);
  }

  async insert(userId: number, filter: Required<SearchFilterChange>): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "lists"."search_filter" ("user_id", "scope", "name", "query", "options") VALUES ($1, $2, $3, $4, $5::jsonb) RETURNING "id"`,
      [userId, filter.scope, filter.name, filter.query, filter.options === null ? null : JSON.stringify(filter.options)],
    );
    return Number(row.id);
  }

  /** answers whether the user has the preset (and it was changed) */
  async update(userId: number, filterId: number, change: SearchFilterChange): Promise<boolean> {
    const sets: string[] = [];
    const values: unknown[] = [filterId, userId];
    for (const column of ['scope', 'name', 'query', 'options'] as const) {
      if (change[column] === undefined) continue;
      const value = change[column];
      values.push(column === 'options' ? (value === null ? null : JSON.stringify(value)) : value);
      sets.push(`"${column}" = $${values.length}${column === 'options' ? '::jsonb' : ''}`);
    }
    const rows = await this.db.returning(`UPDATE "lists"."search_filter" SET ${sets.join(', ')} WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, values);
    return rows.length > 0;
  }

  async delete(userId: number, filterId: number): Promise<boolean> {
    const rows = await this.db.returning(`DELETE FROM "lists"."search_filter" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [filterId, userId]);
    return rows.length > 0;
  }
}
