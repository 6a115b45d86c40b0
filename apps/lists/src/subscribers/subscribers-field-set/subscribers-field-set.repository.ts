import { Injectable } from '@nestjs/common';

import type { Queryable } from '@mail/kit';

import { fieldValueArrays } from '../../custom-fields/custom-field-value.repository';

export interface ChangedSubscriber {
  id: string;
  email: string;
  status: string;
}

/** One field's value for many subscribers of one list, in two statements; answers the subscribers whose value changed. */
@Injectable()
export class SubscribersFieldSetRepository {
  async set(q: Queryable, listId: number, fieldId: number, value: string, subscriberIds: number[]): Promise<{ matched: number; changed: ChangedSubscriber[] }> {
    const members = (await q.query(`SELECT "id", "email", "status" FROM "lists"."subscriber" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2`, [
      subscriberIds,
      listId,
    ])) as ChangedSubscriber[];
    if (!members.length) return { matched: 0, changed: [] };
    const ids = members.map((m) => m.id);
    const before = (await q.query(
      `SELECT "subscriber_id" AS "id", "value_text" FROM "lists"."custom_field_value" WHERE "field_id" = $1 AND "subscriber_id" = ANY($2::bigint[])`,
      [fieldId, ids],
    )) as { id: string; value_text: string }[];
    const old = new Map(before.map((r) => [r.id, r.value_text]));
    if (value === '') await q.query(`DELETE FROM "lists"."custom_field_value" WHERE "field_id" = $1 AND "subscriber_id" = ANY($2::bigint[])`, [fieldId, ids]);
    else {
      const typed = fieldValueArrays(new Map([[fieldId, value]]));
      await q.query(
        `INSERT INTO "lists"."custom_field_value" ("subscriber_id", "field_id", "value_text", "value_num", "value_date")
         SELECT s, $2, $3, $4::numeric, $5::timestamp FROM unnest($1::bigint[]) AS s
         ON CONFLICT ("subscriber_id", "field_id") DO UPDATE SET "value_text" = excluded."value_text", "value_num" = excluded."value_num", "value_date" = excluded."value_date"`,
        [ids, fieldId, value, typed.nums[0], typed.dates[0]],
      );
    }
    return { matched: members.length, changed: members.filter((m) => (old.get(m.id) ?? '') !== value) };
  }
}
