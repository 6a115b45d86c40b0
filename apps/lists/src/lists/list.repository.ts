import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { LIST_COLUMNS, type ListRow, SUBSCRIBER_COUNT_SQL } from './list.row';

/** Reads lists; every read is scoped by owner so another user's list is indistinguishable from a missing one. */
@Injectable()
export class ListRepository {
  constructor(private readonly db: ServiceDb) {}

  findOwned(userId: number, listId: number, withCount = false, q: Queryable = this.db): Promise<ListRow | undefined> {
    const count = withCount ? `, ${SUBSCRIBER_COUNT_SQL} AS "subscriber_count"` : '';
    const sql = `SELECT ${LIST_COLUMNS}${count} FROM "lists"."list" l WHERE l."id" = $1 AND l."user_id" = $2`;
    const rows = q === this.db ? this.db.prepared<ListRow>(sql, [listId, userId]) : (q.query(sql, [listId, userId]) as Promise<ListRow[]>);
    return rows.then((r) => r[0]);
  }

  /** the list and the custom fields visible on it in one round trip (Subscriber.Create's hot path) */
  async findOwnedWithFields(userId: number, listId: number): Promise<{ list: ListRow; fields: CustomFieldRow[] } | undefined> {
    const rows = await this.db.prepared<ListRow & { fields: CustomFieldRow[] | null }>(
      `SELECT ${LIST_COLUMNS}, (SELECT json_agg(row_to_json(f) ORDER BY f."id") FROM "lists"."custom_field" f
                                 WHERE (f."list_id" = l."id" AND f."user_id" = l."user_id") OR (f."is_global" AND f."user_id" = l."user_id")) AS "fields"
       FROM "lists"."list" l WHERE l."id" = $1 AND l."user_id" = $2`,
      [listId, userId],
    );
    if (!rows[0]) return undefined;
    const { fields, ...list } = rows[0];
    return { list, fields: (fields ?? []).map((f) => ({ ...f, id: String(f.id), list_id: f.list_id === null ? null : String(f.list_id) })) };
  }

  /** public paths (subscribe, opt-in) have no caller: the list's owner becomes the acting user */
  findAny(listId: number): Promise<ListRow | undefined> {
    return this.db.one<ListRow>(`SELECT ${LIST_COLUMNS} FROM "lists"."list" l WHERE l."id" = $1`, [listId]);
  }

  async ownedIds(userId: number, listIds: number[]): Promise<number[]> {
    if (!listIds.length) return [];
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "lists"."list" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2`, [listIds, userId]);
    return rows.map((r) => Number(r.id));
  }

  async countOfUser(userId: number): Promise<number> {
    const row = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM "lists"."list" WHERE "user_id" = $1`, [userId]);
    return Number(row?.n ?? 0);
  }

  async subscribersOfUser(userId: number): Promise<number> {
    const row = await this.db.one<{ n: string }>(
      `SELECT coalesce(sum(c."subscribers"), 0) AS n FROM "lists"."list_counter" c JOIN "lists"."list" l ON l."id" = c."list_id" WHERE l."user_id" = $1`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  browse(userId: number, order: string, limit: number, offset: number): Promise<ListRow[]> {
    const page = limit > 0 ? `LIMIT ${Math.min(limit, 10_000)} OFFSET ${Math.max(0, offset)}` : `OFFSET ${Math.max(0, offset)}`;
    return this.db.query<ListRow>(
      `SELECT ${LIST_COLUMNS}, ${SUBSCRIBER_COUNT_SQL} AS "subscriber_count" FROM "lists"."list" l WHERE l."user_id" = $1 ORDER BY ${order}, l."id" ASC ${page}`,
      [userId],
    );
  }
}
