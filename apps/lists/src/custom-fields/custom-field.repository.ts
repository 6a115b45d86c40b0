import { Injectable } from '@nestjs/common';

import { returningRows } from '@mail/db';
import { ServiceDb, type Queryable } from '@mail/kit';

import { orderBy, type SortOrder } from '../common/sql';
import type { FieldDefinition } from './custom-field.input';
import { FIELD_COLUMNS, type CustomFieldRow } from './custom-field.row';

const ORDER_FIELDS: Record<string, string> = {
  fieldid: 'f."id"',
  customfieldid: 'f."id"',
  fieldname: 'f."name"',
  fieldtype: 'f."field_type"',
};

/** The columns a field definition writes, in one order for insert and update. */
const DEFINITION_COLUMNS = [
  'name',
  'field_type',
  'default_value',
  'validation_method',
  'validation_rule',
  'merge_tag_alias',
  'preset_name',
  'years',
  'options',
  'visibility',
  'is_required',
  'is_unique',
  'is_global',
] as const;

function placeholder(column: string, index: number): string {
  return `$${index}${column === 'options' ? '::jsonb' : ''}`;
}

function definitionValues(def: FieldDefinition): unknown[] {
  return DEFINITION_COLUMNS.map((column) => (column === 'options' ? JSON.stringify(def.options) : def[column]));
}

/** Custom fields visible on a list: its own plus the owner's global fields. */
@Injectable()
export class CustomFieldRepository {
  constructor(private readonly db: ServiceDb) {}

  /** by field id unless a sort is given (its unknown fields: by id) */
  forList(userId: number, listId: number, options: { includeGlobal?: boolean; sort?: SortOrder } = {}, q: Queryable = this.db): Promise<CustomFieldRow[]> {
    const global = options.includeGlobal === false ? '' : ` OR (f."is_global" AND f."user_id" IN ($2, 0))`;
    const order = options.sort ? `${orderBy(options.sort.field, options.sort.type, ORDER_FIELDS, 'FieldID')}, f."id" ASC` : 'f."id" ASC';
    const sql = `SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE (f."list_id" = $1 AND f."user_id" = $2)${global} ORDER BY ${order}`;
    return q === this.db ? this.db.prepared<CustomFieldRow>(sql, [listId, userId]) : (q.query(sql, [listId, userId]) as Promise<CustomFieldRow[]>);
  }

  findOwned(userId: number, fieldId: number): Promise<CustomFieldRow | undefined> {
    return this.db.one<CustomFieldRow>(`SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE f."id" = $1 AND f."user_id" = $2`, [fieldId, userId]);
  }

  /** the ids among `fieldIds` of the user's fields */
  async ownedIds(userId: number, fieldIds: number[]): Promise<number[]> {
    if (!fieldIds.length) return [];
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "lists"."custom_field" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2`, [
      fieldIds,
      userId,
    ]);
    return rows.map((r) => Number(r.id));
  }

  /** `listId` null with user 0: a global field (global.customfield.create) */
  async insert(userId: number, listId: number | null, def: FieldDefinition, q: Queryable = this.db): Promise<number> {
    const columns = DEFINITION_COLUMNS.map((c) => `"${c}"`).join(', ');
    const values = DEFINITION_COLUMNS.map((c, i) => placeholder(c, i + 3)).join(', ');
    const rows: { id: string }[] = await q.query(
      `INSERT INTO "lists"."custom_field" ("user_id", "list_id", ${columns}) VALUES ($1, $2, ${values}) RETURNING "id"`,
      [userId, listId, ...definitionValues(def)],
    );
    return Number(rows[0].id);
  }

  async update(fieldId: number, userId: number, listId: number | null, def: FieldDefinition): Promise<void> {
    const sets = DEFINITION_COLUMNS.map((c, i) => `"${c}" = ${placeholder(c, i + 4)}`).join(', ');
    await this.db.query(`UPDATE "lists"."custom_field" SET "list_id" = $3, ${sets} WHERE "id" = $1 AND "user_id" = $2`, [
      fieldId,
      userId,
      listId,
      ...definitionValues(def),
    ]);
  }

  /** `userId` 0: among the global fields */
  async aliasTaken(userId: number, alias: string, exceptId?: number): Promise<boolean> {
    const row = await this.db.one(`SELECT 1 FROM "lists"."custom_field" WHERE "user_id" = $1 AND lower("merge_tag_alias") = lower($2) AND "id" <> $3 LIMIT 1`, [
      userId,
      alias,
      exceptId ?? 0,
    ]);
    return !!row;
  }

  /** the caller's fields among `fieldIds`, deleted; answers their ids */
  async deleteOwned(userId: number, fieldIds: number[], q: Queryable = this.db): Promise<string[]> {
    const rows = returningRows<{ id: string }>(
      await q.query(`DELETE FROM "lists"."custom_field" WHERE "id" = ANY($1::bigint[]) AND "user_id" = $2 RETURNING "id"`, [fieldIds, userId]),
    );
    return rows.map((r) => r.id);
  }

  /** a global field of the administrator (user 0) */
  findGlobal(fieldId: number): Promise<CustomFieldRow | undefined> {
    return this.db.one<CustomFieldRow>(`SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE f."id" = $1 AND f."user_id" = 0 AND f."is_global"`, [
      fieldId,
    ]);
  }

  /** every global field of the administrator, sorted (global.customfields.get) */
  globals(sort: SortOrder): Promise<CustomFieldRow[]> {
    const order = `${orderBy(sort.field, sort.type, GLOBAL_ORDER_FIELDS, 'FieldName')}, f."id" ASC`;
    return this.db.query<CustomFieldRow>(`SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE f."user_id" = 0 AND f."is_global" ORDER BY ${order}`);
  }

  /** the global fields among `fieldIds`, deleted; answers their ids */
  async deleteGlobals(fieldIds: number[], q: Queryable): Promise<string[]> {
    const rows = returningRows<{ id: string }>(
      await q.query(`DELETE FROM "lists"."custom_field" WHERE "id" = ANY($1::bigint[]) AND "user_id" = 0 AND "is_global" RETURNING "id"`, [fieldIds]),
    );
    return rows.map((r) => r.id);
  }
}

const GLOBAL_ORDER_FIELDS: Record<string, string> = {
  customfieldid: 'f."id"',
  fieldname: 'f."name"',
  fieldtype: 'f."field_type"',
  isrequired: 'f."is_required"',
  isunique: 'f."is_unique"',
  visibility: 'f."visibility"',
  isglobal: 'f."is_global"',
};
