import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { type CustomFieldRow, FIELD_COLUMNS } from '../custom-fields/custom-field.row';
import { type ArchiveFilter, archiveWhere } from './archive-filter';
import { COUNTER_SLOTS } from './list.row';

export interface OverviewList {
  id: string;
  name: string;
}

const OVERVIEW_ORDER: Record<string, string> = { listid: 'l."id"', name: 'l."name"', createdon: 'l."created_at"' };

/** Archive state, clones and the one-call overview of lists; every statement is scoped by owner. */
@Injectable()
export class ListLifecycleRepository {
  constructor(private readonly db: ServiceDb) {}

  /** archived: stamps ArchivedAt once (an archived list keeps its first time); false when the list is not the user's */
  async setArchived(userId: number, listId: number, archived: boolean): Promise<boolean> {
    const value = archived ? `coalesce("archived_at", now() at time zone 'utc')` : 'NULL';
    const rows = await this.db.returning(`UPDATE "lists"."list" SET "archived_at" = ${value} WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [
      listId,
      userId,
    ]);
    return rows.length > 0;
  }

  /** the source list's name, opt-in mode and settings; undefined when not the user's */
  async source(userId: number, listId: number): Promise<{ opt_in_mode: string; settings: Record<string, unknown> } | undefined> {
    return this.db.one(`SELECT "opt_in_mode", "settings" FROM "lists"."list" WHERE "id" = $1 AND "user_id" = $2`, [listId, userId]);
  }

  /** a new list with its counter slots (in the caller's transaction) */
  async insertList(q: Queryable, userId: number, list: { name: string; optInMode: string; settings: Record<string, unknown> }): Promise<number> {
    const rows = (await q.query(
      `WITH l AS (INSERT INTO "lists"."list" ("user_id", "name", "opt_in_mode", "settings") VALUES ($1, $2, $3, $4::jsonb) RETURNING "id"),
            c AS (INSERT INTO "lists"."list_counter" ("list_id", "slot") SELECT l."id", g FROM l, generate_series(0, ${COUNTER_SLOTS - 1}) g)
       SELECT "id" FROM l`,
      [userId, list.name, list.optInMode, JSON.stringify(list.settings)],
    )) as { id: string }[];
    return Number(rows[0].id);
  }

  /**
   * Copies the list's own (not global) custom fields onto another list, every column but the merge-tag alias (an alias is
   * unique per user, so the copy's would collide with its source's). Answers how many were copied.
   */
  async copyFields(q: Queryable, userId: number, fromListId: number, toListId: number): Promise<number> {
    const rows = (await q.query(
      `INSERT INTO "lists"."custom_field" ("user_id", "list_id", "name", "field_type", "default_value", "validation_method", "validation_rule",
         "merge_tag_alias", "preset_name", "years", "options", "visibility", "is_required", "is_unique", "is_global")
       SELECT f."user_id", $3, f."name", f."field_type", f."default_value", f."validation_method", f."validation_rule",
         '', f."preset_name", f."years", f."options", f."visibility", f."is_required", f."is_unique", false
       FROM "lists"."custom_field" f WHERE f."list_id" = $2 AND f."user_id" = $1 AND NOT f."is_global" ORDER BY f."id" RETURNING "id"`,
      [userId, fromListId, toListId],
    )) as unknown[];
    return rows.length;
  }

  /** the user's lists by archive state and search text (name or description), ordered by ListID, Name or CreatedOn */
  overviewLists(userId: number, filter: ArchiveFilter, search: string, order: { field: string; type: string }): Promise<OverviewList[]> {
    const column = OVERVIEW_ORDER[order.field.toLowerCase()] ?? OVERVIEW_ORDER.name;
    const direction = order.type.trim().toUpperCase() === 'DESC' ? 'DESC' : 'ASC';
    return this.db.query<OverviewList>(
      `SELECT l."id", l."name" FROM "lists"."list" l
       WHERE l."user_id" = $1 AND ${archiveWhere(filter)}
         AND ($2 = '' OR strpos(lower(l."name"), lower($2)) > 0 OR strpos(lower(coalesce(l."settings"->>'Description', '')), lower($2)) > 0)
       ORDER BY ${column} ${direction}, l."id" ASC`,
      [userId, search],
    );
  }

  /** the custom fields shown on these lists: their own, and the user's global ones (list_id null in the answer) */
  fieldsOf(userId: number, listIds: number[]): Promise<CustomFieldRow[]> {
    return this.db.query<CustomFieldRow>(
      `SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE f."user_id" = $1 AND (f."is_global" OR f."list_id" = ANY($2::bigint[])) ORDER BY f."id"`,
      [userId, listIds],
    );
  }

  segmentsOf(listIds: number[]): Promise<{ id: string; list_id: string; name: string; operator: string }[]> {
    return this.db.query(`SELECT "id", "list_id", "name", "operator" FROM "lists"."segment" WHERE "list_id" = ANY($1::bigint[]) ORDER BY "id"`, [listIds]);
  }

  tagsOf(listIds: number[]): Promise<{ id: string; list_id: string; name: string }[]> {
    return this.db.query(`SELECT "id", "list_id", "name" FROM "lists"."tag" WHERE "list_id" = ANY($1::bigint[]) ORDER BY lower("name"), "id"`, [listIds]);
  }
}
