import { Injectable } from '@nestjs/common';

import { ListsDb, type Queryable } from '../common/db';
import { suppressedSql } from '../rules/rule-compiler';
import { SUBSCRIBER_COLUMNS, type SubscriberRow } from './subscriber.row';

/** Subscriber reads by list + email or list + id (both indexed). */
@Injectable()
export class SubscriberRepository {
  constructor(private readonly db: ListsDb) {}

  byEmail(listId: number, email: string, q: Queryable = this.db): Promise<SubscriberRow | undefined> {
    return q
      .query(`SELECT ${SUBSCRIBER_COLUMNS}, s."confirmation_code" FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND lower(s."email") = lower($2)`, [
        listId,
        email,
      ])
      .then((rows: SubscriberRow[]) => rows[0]);
  }

  byId(listId: number, id: number, q: Queryable = this.db): Promise<SubscriberRow | undefined> {
    return q
      .query(`SELECT ${SUBSCRIBER_COLUMNS}, s."confirmation_code" FROM "lists"."subscriber" s WHERE s."list_id" = $1 AND s."id" = $2`, [listId, id])
      .then((rows: SubscriberRow[]) => rows[0]);
  }

  /** how many of `ids` are subscribers of the list */
  async countInList(listId: number, ids: number[], q: Queryable = this.db): Promise<number> {
    const rows = (await q.query(`SELECT "id" FROM "lists"."subscriber" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2`, [ids, listId])) as unknown[];
    return rows.length;
  }

  /** the lowest and highest subscriber id of the list (bulk work walks id ranges in between); undefined when empty */
  async idBounds(listId: number): Promise<{ lo: number; hi: number } | undefined> {
    const row = await this.db.one<{ lo: string | null; hi: string | null }>(
      `SELECT min("id") AS lo, max("id") AS hi FROM "lists"."subscriber" WHERE "list_id" = $1`,
      [listId],
    );
    return row?.lo && row.hi ? { lo: Number(row.lo), hi: Number(row.hi) } : undefined;
  }

  /** custom field values of many subscribers at once: subscriberId → { fieldId: text } */
  async valuesOf(subscriberIds: number[]): Promise<Map<number, Record<string, string>>> {
    const map = new Map<number, Record<string, string>>();
    if (!subscriberIds.length) return map;
    const rows = await this.db.query<{ subscriber_id: string; field_id: string; value_text: string }>(
      `SELECT "subscriber_id", "field_id", "value_text" FROM "lists"."custom_field_value" WHERE "subscriber_id" = ANY($1::bigint[])`,
      [subscriberIds],
    );
    for (const r of rows) {
      const values = map.get(Number(r.subscriber_id)) ?? {};
      values[r.field_id] = r.value_text;
      map.set(Number(r.subscriber_id), values);
    }
    return map;
  }

  async isSuppressed(userId: number, listId: number, email: string): Promise<boolean> {
    const row = await this.db.one(`SELECT ${suppressedSql('s', '$1')} AS x FROM (SELECT $2::bigint AS "list_id", $3::text AS "email") s`, [
      userId,
      listId,
      email,
    ]);
    return !!(row as { x?: boolean } | undefined)?.x;
  }

  /** +n on one of the list's counter slots (random slot: concurrent writers rarely share a row lock) */
  bumpCount(q: Queryable, listId: number, delta: number): Promise<unknown> {
    if (!delta) return Promise.resolve();
    return q.query(`UPDATE "lists"."list_counter" SET "subscribers" = "subscribers" + $2 WHERE "list_id" = $1 AND "slot" = $3`, [
      listId,
      delta,
      Math.floor(Math.random() * 16),
    ]);
  }
}
