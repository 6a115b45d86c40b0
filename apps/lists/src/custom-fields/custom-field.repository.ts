import { Injectable } from '@nestjs/common';

import { ListsDb, type Queryable } from '../common/db';
import { FIELD_COLUMNS, type CustomFieldRow } from './custom-field.row';

/** Custom fields visible on a list: its own plus the owner's global fields. */
@Injectable()
export class CustomFieldRepository {
  constructor(private readonly db: ListsDb) {}

  forList(userId: number, listId: number, options: { includeGlobal?: boolean; order?: string } = {}, q: Queryable = this.db): Promise<CustomFieldRow[]> {
    const global = options.includeGlobal === false ? '' : ` OR (f."is_global" AND f."user_id" = $2)`;
    const sql = `SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE (f."list_id" = $1 AND f."user_id" = $2)${global} ORDER BY ${options.order ?? 'f."id" ASC'}`;
    return q === this.db ? this.db.prepared<CustomFieldRow>(sql, [listId, userId]) : (q.query(sql, [listId, userId]) as Promise<CustomFieldRow[]>);
  }

  findOwned(userId: number, fieldId: number): Promise<CustomFieldRow | undefined> {
    return this.db.one<CustomFieldRow>(`SELECT ${FIELD_COLUMNS} FROM "lists"."custom_field" f WHERE f."id" = $1 AND f."user_id" = $2`, [fieldId, userId]);
  }

  async aliasTaken(userId: number, alias: string, exceptId?: number): Promise<boolean> {
    const row = await this.db.one(`SELECT 1 FROM "lists"."custom_field" WHERE "user_id" = $1 AND lower("merge_tag_alias") = lower($2) AND "id" <> $3 LIMIT 1`, [
      userId,
      alias,
      exceptId ?? 0,
    ]);
    return !!row;
  }
}
