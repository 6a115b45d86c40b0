import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { orderBy, type SortOrder } from '../common/sql';
import { type CustomFieldRow, fieldRowsOfJson, LIST_FIELDS_JSON_SQL } from '../custom-fields/custom-field.row';
import { type ArchiveFilter, archiveWhere } from './archive-filter';
import { COUNTER_SLOTS, LIST_COLUMNS, type ListRow, SUBSCRIBER_COUNT_SQL } from './list.row';

const ORDER_FIELDS: Record<string, string> = {
  listid: 'l."id"',
  listname: 'l."name"',
  name: 'l."name"',
  createdat: 'l."created_at"',
  subscribercount: '"subscriber_count"',
  optinmode: 'l."opt_in_mode"',
};

export interface ListWrite {
  name?: string;
  optInMode?: string;
  /** merged over the stored settings */
  settings: Record<string, unknown>;
  /** '' clears it */
  syncLastAt?: string;
}

/** Lists; every statement is scoped by owner so another user's list is indistinguishable from a missing one. */
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
      `SELECT ${LIST_COLUMNS}, ${LIST_FIELDS_JSON_SQL} AS "fields" FROM "lists"."list" l WHERE l."id" = $1 AND l."user_id" = $2`,
      [listId, userId],
    );
    if (!rows[0]) return undefined;
    const { fields, ...list } = rows[0];
    return { list, fields: fieldRowsOfJson(fields) };
  }

  /** public paths (subscribe, opt-in) have no caller: the list's owner becomes the acting user */
  findAny(listId: number, q: Queryable = this.db): Promise<ListRow | undefined> {
    return q.query(`SELECT ${LIST_COLUMNS} FROM "lists"."list" l WHERE l."id" = $1`, [listId]).then((rows: ListRow[]) => rows[0]);
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
      `SELECT coalesce(sum(c."total"), 0) AS n FROM "lists"."list_counter" c JOIN "lists"."list" l ON l."id" = c."list_id" WHERE l."user_id" = $1`,
      [userId],
    );
    return Number(row?.n ?? 0);
  }

  /** the user's lists an archive filter keeps (Lists.Get's TotalListCount) */
  async countBrowsed(userId: number, archived: ArchiveFilter): Promise<number> {
    const row = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM "lists"."list" l WHERE l."user_id" = $1 AND ${archiveWhere(archived)}`, [userId]);
    return Number(row?.n ?? 0);
  }

  /** a page of the user's lists (limit 0: all) with their subscriber counts, ordered by a whitelisted field (default ListID) */
  browse(userId: number, sort: SortOrder, limit: number, offset: number, archived: ArchiveFilter = 'all'): Promise<ListRow[]> {
    const order = orderBy(sort.field, sort.type, ORDER_FIELDS, 'ListID');
    const page = limit > 0 ? `LIMIT ${Math.min(limit, 10_000)} OFFSET ${Math.max(0, offset)}` : `OFFSET ${Math.max(0, offset)}`;
    return this.db.query<ListRow>(
      `SELECT ${LIST_COLUMNS}, ${SUBSCRIBER_COUNT_SQL} AS "subscriber_count" FROM "lists"."list" l WHERE l."user_id" = $1 AND ${archiveWhere(archived)} ORDER BY ${order}, l."id" ASC ${page}`,
      [userId],
    );
  }

  /** a new list with its counter slots, in one statement */
  async insert(userId: number, list: { name: string; optInMode: string; settings: Record<string, unknown> }): Promise<number> {
    const rows = await this.db.query<{ id: string }>(
      `WITH l AS (INSERT INTO "lists"."list" ("user_id", "name", "opt_in_mode", "settings") VALUES ($1, $2, $3, $4::jsonb) RETURNING "id"),
            c AS (INSERT INTO "lists"."list_counter" ("list_id", "slot") SELECT l."id", g FROM l, generate_series(0, ${COUNTER_SLOTS - 1}) g)
       SELECT "id" FROM l`,
      [userId, list.name, list.optInMode, JSON.stringify(list.settings)],
    );
    return Number(rows[0].id);
  }

  /** only the given values change */
  async update(userId: number, listId: number, change: ListWrite): Promise<void> {
    await this.db.query(
      `UPDATE "lists"."list" SET "name" = coalesce($3, "name"), "opt_in_mode" = coalesce($4, "opt_in_mode"), "settings" = "settings" || $5::jsonb,
         "sync_last_at" = CASE WHEN $6::text IS NULL THEN "sync_last_at" WHEN $6::text = '' THEN NULL ELSE $6::timestamp END,
         "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "user_id" = $2`,
      [listId, userId, change.name ?? null, change.optInMode ?? null, JSON.stringify(change.settings), change.syncLastAt ?? null],
    );
  }

  /** the caller's lists among `listIds`, locked until the transaction ends */
  async lockOwned(userId: number, listIds: number[], q: Queryable): Promise<number[]> {
    const rows = (await q.query(`SELECT "id" FROM "lists"."list" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2 FOR UPDATE`, [listIds, userId])) as {
      id: string;
    }[];
    return rows.map((r) => Number(r.id));
  }

  /**
   * Deletes lists with their subscribers, values, tags, segments and list-only custom fields (global fields
   * survive: they belong to the user). Several statements: run it in the caller's transaction.
   */
  async deleteWithDependants(listIds: number[], q: Queryable): Promise<void> {
    // dependants first: the high-volume tables have no foreign keys (see the schema migration)
    const statements = [
      // suppression rows before subscribers: their trigger's address locks before the subscriber delete's (CountSuppressedSubscribers)
      `DELETE FROM "lists"."suppression" WHERE "list_id" = ANY($1::bigint[])`,
      `DELETE FROM "lists"."custom_field_value" v USING "lists"."subscriber" s WHERE v."subscriber_id" = s."id" AND s."list_id" = ANY($1::bigint[])`,
      `DELETE FROM "lists"."subscriber_tag" st USING "lists"."tag" t WHERE st."tag_id" = t."id" AND t."list_id" = ANY($1::bigint[])`,
      `DELETE FROM "lists"."activity" a USING "lists"."subscriber" s WHERE a."subscriber_id" = s."id" AND s."list_id" = ANY($1::bigint[])`,
      `DELETE FROM "lists"."subscriber" WHERE "list_id" = ANY($1::bigint[])`,
      `DELETE FROM "lists"."custom_field_value" v USING "lists"."custom_field" f WHERE v."field_id" = f."id" AND f."list_id" = ANY($1::bigint[]) AND NOT f."is_global"`,
      `DELETE FROM "lists"."custom_field" WHERE "list_id" = ANY($1::bigint[]) AND NOT "is_global"`,
      `UPDATE "lists"."custom_field" SET "list_id" = NULL WHERE "list_id" = ANY($1::bigint[])`,
      `DELETE FROM "lists"."list" WHERE "id" = ANY($1::bigint[])`,
    ];
    for (const sql of statements) await q.query(sql, [listIds]);
  }
}
