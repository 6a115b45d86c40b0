import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { clearedFieldIds, fieldValueArrays, valuesClearSql, valuesUpsertSql } from '../custom-fields/custom-field-value.repository';
import { type CustomFieldRow, fieldRowsOfJson, LIST_FIELDS_JSON_SQL } from '../custom-fields/custom-field.row';
import { suppressedSql } from '../rules/rule-compiler';
import { SUBSCRIBER_COLUMNS, type SubscriberRow } from './subscriber.row';

/** What SubscriberUpdater changes on an existing subscriber; null keeps the stored value. */
export interface SubscriberUpdate {
  email: string | null;
  status: string;
  bounceType: string | null;
  /** the change makes it Subscribed or Opt-In Pending: subscription date (and opt-in date when Subscribed) and IP */
  becameSubscribed: boolean;
  /** the change makes it Unsubscribed: unsubscription date and IP */
  becameUnsubscribed: boolean;
  at: string;
  ip: string | null;
  unsubscriptionDate: string | null;
  /** kept while Opt-In Pending, cleared otherwise, unless a new one is given */
  confirmationCode: string | null;
}

const UPDATE_SQL = `UPDATE "lists"."subscriber" SET
   "email" = coalesce($3, "email"),
   "status" = $4,
   "bounce_type" = coalesce($5, "bounce_type"),
   "subscription_date" = CASE WHEN $6::boolean THEN $8::timestamp ELSE "subscription_date" END,
   "subscription_ip" = CASE WHEN $6::boolean THEN coalesce($9, "subscription_ip") ELSE "subscription_ip" END,
   "optin_date" = CASE WHEN $4 = 'Subscribed' AND $6::boolean THEN $8::timestamp ELSE "optin_date" END,
   "unsubscription_date" = CASE WHEN $7::boolean THEN coalesce($10::timestamp, $8::timestamp) ELSE "unsubscription_date" END,
   "unsubscription_ip" = CASE WHEN $7::boolean THEN coalesce($9, "unsubscription_ip") ELSE "unsubscription_ip" END,
   "confirmation_code" = CASE WHEN $11::text IS NOT NULL THEN $11 WHEN $4 = 'Opt-In Pending' THEN "confirmation_code" ELSE NULL END,
   "updated_at" = now() at time zone 'utc'
 WHERE "id" = $1 AND "list_id" = $2`;

function updateParams(id: string, listId: number, u: SubscriberUpdate): unknown[] {
  return [id, listId, u.email, u.status, u.bounceType, u.becameSubscribed, u.becameUnsubscribed, u.at, u.ip, u.unsubscriptionDate, u.confirmationCode];
}

/** Subscribers of a list: reads by list + email or list + id (both indexed), single-row writes and the list counters. */
@Injectable()
export class SubscriberRepository {
  constructor(private readonly db: ServiceDb) {}

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

  /**
   * A new subscriber, subscribed now (opt-in date too when Subscribed); undefined when the address is on the list
   * already. The subscriber triggers count it.
   */
  async insert(
    listId: number,
    s: { email: string; status: string; ip: string | null; source: string; sourceRef: string | null; confirmationCode: string | null },
    q: Queryable = this.db,
  ): Promise<number | undefined> {
    const rows = (await q.query(
      `INSERT INTO "lists"."subscriber" ("list_id", "email", "status", "subscription_date", "subscription_ip", "optin_date", "source", "source_ref", "confirmation_code")
       VALUES ($1, $2, $3, now() at time zone 'utc', $4, CASE WHEN $3 = 'Subscribed' THEN now() at time zone 'utc' END, $5, $6, $7)
       ON CONFLICT ("list_id", lower("email")) DO NOTHING RETURNING "id"`,
      [listId, s.email, s.status, s.ip, s.source, s.sourceRef, s.confirmationCode],
    )) as { id: string }[];
    return rows[0] ? Number(rows[0].id) : undefined;
  }

  async update(id: string, listId: number, u: SubscriberUpdate, q: Queryable = this.db): Promise<void> {
    await q.query(UPDATE_SQL, updateParams(id, listId, u));
  }

  /**
   * The list (undefined when it is not the user's), the subscriber on it (undefined when not there) and the list's
   * custom fields, in one statement.
   */
  async forUpdate(userId: number, listId: number, id: number): Promise<{ subscriber?: SubscriberRow; fields: CustomFieldRow[] } | undefined> {
    const rows = await this.db.prepared<SubscriberRow & { fields: CustomFieldRow[] | null }>(
      `SELECT ${SUBSCRIBER_COLUMNS}, s."confirmation_code", ${LIST_FIELDS_JSON_SQL} AS "fields"
       FROM "lists"."list" l LEFT JOIN "lists"."subscriber" s ON s."list_id" = l."id" AND s."id" = $3
       WHERE l."id" = $1 AND l."user_id" = $2`,
      [listId, userId, id],
    );
    if (!rows[0]) return undefined;
    const { fields, ...subscriber } = rows[0];
    return { subscriber: subscriber.id ? subscriber : undefined, fields: fieldRowsOfJson(fields) };
  }

  /**
   * `update` with the subscriber's field values (given empty: removed) and, when given, the events' INSERT (made by
   * the outbox with its parameters numbered from the one it is handed), as ONE statement: atomic without a
   * transaction around it.
   */
  async updateWithValues(
    id: string,
    listId: number,
    u: SubscriberUpdate,
    values: Map<number, string>,
    events?: (firstParam: number) => { sql: string; values: unknown[] },
  ): Promise<void> {
    const params = updateParams(id, listId, u);
    const parts = [`upd AS (${UPDATE_SQL} RETURNING "id")`];
    // only the parts with work: an empty array would make PostgreSQL plan the statement afresh on every call
    const cleared = clearedFieldIds(values);
    if (cleared.length) parts.push(`clr AS (${valuesClearSql('(SELECT "id" FROM upd)', params.push(cleared))})`);
    const a = fieldValueArrays(values);
    if (a.ids.length) {
      parts.push(`cfv AS (${valuesUpsertSql('upd."id"', params.length + 1, 'upd, ')})`);
      params.push(a.ids, a.texts, a.nums, a.dates);
    }
    if (events) {
      const insert = events(params.length + 1);
      parts.push(`evt AS (${insert.sql})`);
      params.push(...insert.values);
    }
    await this.db.prepared(`WITH ${parts.join(',\n')} SELECT 1`, params);
  }

  /** a bounce of the address: Hard stays Hard */
  async recordBounce(id: string, hard: boolean, q: Queryable = this.db): Promise<void> {
    await q.query(`UPDATE "lists"."subscriber" SET "bounce_type" = $2 WHERE "id" = $1 AND "bounce_type" <> 'Hard'`, [id, hard ? 'Hard' : 'Soft']);
  }
}
