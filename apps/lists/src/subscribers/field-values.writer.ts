import type { Queryable } from '@mail/kit';

import { typedCopies } from '../custom-fields/custom-field.value';

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

/** Upserts given values; an empty value removes the field's value. */
export async function writeFieldValues(q: Queryable, subscriberId: number, values: Map<number, string>): Promise<void> {
  if (!values.size) return;
  const cleared = [...values].filter(([, v]) => v === '').map(([id]) => id);
  if (cleared.length)
    await q.query(`DELETE FROM "lists"."custom_field_value" WHERE "subscriber_id" = $1 AND "field_id" = ANY($2::bigint[])`, [subscriberId, cleared]);
  const a = fieldValueArrays(values);
  if (!a.ids.length) return;
  await q.query(
    `INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
     SELECT $1, u.f, u.t, u.n::numeric, u.d::timestamp FROM unnest($2::bigint[], $3::text[], $4::text[], $5::text[]) AS u(f, t, n, d)
     ON CONFLICT ("subscriber_id", "field_id") DO UPDATE SET "value_text" = excluded."value_text", "value_num" = excluded."value_num", "value_date" = excluded."value_date"`,
    [subscriberId, a.ids, a.texts, a.nums, a.dates],
  );
}
