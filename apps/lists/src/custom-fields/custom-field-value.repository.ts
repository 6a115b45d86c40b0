import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { typedCopies } from './custom-field.value';

/** Arrays for one `unnest` insert of custom field values (text plus typed copies for range rules). */
export function fieldValueArrays(values: Map<number, string>): { ids: number[]; texts: string[]; nums: (string | null)[]; dates: (string | null)[] } {
  const ids: number[] = [];
  const texts: string[] = [];
  const nums: (string | null)[] = [];
  const dates: (string | null)[] = [];
  for (const [id, text] of values) {
    if (text === '') continue;
    const typed = typedCopies(text);
    ids.push(id);
    texts.push(text);
    nums.push(typed.num);
    dates.push(typed.date);
  }
  return { ids, texts, nums, dates };
}

/**
 * The upsert of one subscriber's values (`subscriber`: an SQL expression of its id, `from`: relations it needs, e.g.
 * `upd, `), the arrays of fieldValueArrays as parameters `$first`..`$first + 3`: alone or as part of a bigger statement.
 */
export function valuesUpsertSql(subscriber: string, first: number, from = ''): string {
  const [f, t, n, d] = [first, first + 1, first + 2, first + 3];
  return `INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
    SELECT ${subscriber}, u.f, u.t, u.n::numeric, u.d::timestamp FROM ${from}unnest($${f}::bigint[], $${t}::text[], $${n}::text[], $${d}::text[]) AS u(f, t, n, d)
    ON CONFLICT ("subscriber_id", "field_id") DO UPDATE SET "value_text" = excluded."value_text", "value_num" = excluded."value_num", "value_date" = excluded."value_date"`;
}

/** the removal of one subscriber's values of the field ids in parameter `$ids` (values given empty) */
export function valuesClearSql(subscriber: string, ids: number): string {
  return `DELETE FROM "lists"."custom_field_value" WHERE "subscriber_id" = ${subscriber} AND "field_id" = ANY($${ids}::bigint[])`;
}

/** the field ids given an empty value: their values are removed */
export function clearedFieldIds(values: Map<number, string>): number[] {
  return [...values].filter(([, v]) => v === '').map(([id]) => id);
}

/** Subscribers' custom field values (one row per subscriber and field). */
@Injectable()
export class CustomFieldValueRepository {
  constructor(private readonly db: ServiceDb) {}

  /** Upserts given values; an empty value removes the field's value. Two statements: in the caller's transaction. */
  async write(subscriberId: number, values: Map<number, string>, q: Queryable): Promise<void> {
    if (!values.size) return;
    const cleared = clearedFieldIds(values);
    if (cleared.length) await q.query(valuesClearSql('$1', 2), [subscriberId, cleared]);
    const a = fieldValueArrays(values);
    if (!a.ids.length) return;
    await q.query(valuesUpsertSql('$1', 2), [subscriberId, a.ids, a.texts, a.nums, a.dates]);
  }

  /** another subscriber of the list has this value (case-insensitive) in the field */
  async taken(fieldId: string, value: string, scope: { listId: number; subscriberId?: number }): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM "lists"."custom_field_value" v JOIN "lists"."subscriber" s ON s."id" = v."subscriber_id"
       WHERE v."field_id" = $1 AND lower(v."value_text") = lower($2) AND s."list_id" = $3 AND s."id" <> $4 LIMIT 1`,
      [fieldId, value, scope.listId, scope.subscriberId ?? 0],
    );
    return rows.length > 0;
  }

  async deleteOfFields(fieldIds: string[], q: Queryable = this.db): Promise<void> {
    await q.query(`DELETE FROM "lists"."custom_field_value" WHERE "field_id" = ANY($1::bigint[])`, [fieldIds]);
  }
}
