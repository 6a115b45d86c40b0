import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { escapeLike, orderBy, type SortOrder, whitelisted } from '../common/sql';
import type { StateCounter } from '../lists/list.row';
import { suppressedSql } from '../rules/rule-compiler';
import type { CompiledWhere } from '../rules/rule-engine.query';
import { SqlParams } from '../rules/sql-params';
import { SUBSCRIBER_COLUMNS, type SubscriberRow } from './subscriber.row';

const ORDER_FIELDS: Record<string, string> = {
  emailaddress: 'lower(s."email")',
  email: 'lower(s."email")',
  subscriberid: 's."id"',
  subscriptiondate: 's."subscription_date"',
  subscriptionstatus: 's."status"',
  optindate: 's."optin_date"',
  subscriptionip: 's."subscription_ip"',
  unsubscriptiondate: 's."unsubscription_date"',
};

/** the built-in audiences of Subscribers.Get (a segment id is compiled by the rule engine instead) */
export type SubscriberState = 'all' | 'active' | 'suppressed' | 'unsubscribed' | 'soft bounced' | 'hard bounced' | 'opt-in pending';

/** the audiences whose size is one counter of the list (`total`: every subscriber of the list) */
const COUNTED: Partial<Record<SubscriberState, StateCounter | 'total'>> = {
  all: 'total',
  unsubscribed: 'unsubscribed',
  'soft bounced': 'soft_bounced',
  'hard bounced': 'hard_bounced',
  'opt-in pending': 'opt_in_pending',
};

const counterSql = (column: string, list = '$1') => `(SELECT coalesce(sum(c."${column}"), 0) FROM "lists"."list_counter" c WHERE c."list_id" = ${list})`;

/** a built-in audience's size as an expression over the list's counter rows (`list`: the list id) */
function stateTotalExpr(state: SubscriberState, list: string): string {
  const column = COUNTED[state];
  if (column) return counterSql(column, list);
  if (state === 'suppressed') return counterSql('suppressed', list);
  return `(SELECT coalesce(sum(c."subscribed" - c."suppressed_subscribed"), 0) FROM "lists"."list_counter" c WHERE c."list_id" = ${list})`;
}

/** page sizes of a first page whose statement is prepared (bounded: each text is one prepared statement per connection) */
const PREPARED_PAGE_SIZES = new Set([1, 10, 20, 25, 50, 100, 250, 500, 1000]);

/** columns Subscribers.Get may search by their public name (custom fields are searched by id) */
const SEARCH_COLUMNS: Record<string, string> = {
  emailaddress: 's."email"',
  subscriberid: 's."id"',
  subscriptiondate: 's."subscription_date"',
  subscriptionip: 's."subscription_ip"',
  optindate: 's."optin_date"',
};

/**
 * A list's subscribers matching a condition on alias `s` (compiled rules, or the conditions below, joined
 * with AND over one SqlParams): how many, and one page of them.
 */
@Injectable()
export class SubscriberBrowseRepository {
  constructor(private readonly db: ServiceDb) {}

  /** `notUnsubscribed`: only those not unsubscribed yet */
  async count(listId: number, where: CompiledWhere, options: { notUnsubscribed?: boolean } = {}): Promise<number> {
    const params = new SqlParams(where.params.values);
    const still = options.notUnsubscribed ? ` AND s."status" <> 'Unsubscribed'` : '';
    const [row] = await this.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(listId)}${still} AND ${where.sql}`,
      params.values,
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Subscribers.Get of a built-in audience without a search, in one statement: the list's custom field ids (its own
   * and the user's global ones, as CustomFieldRepository.forList), the audience's size from the counters and one
   * page (as `page`) with each subscriber's field values. Undefined when the list is not the user's. A first page of
   * a usual size is a prepared statement (its LIMIT a literal: with a parameter the generic plan would not be chosen).
   */
  async statePage(
    userId: number,
    listId: number,
    state: SubscriberState,
    options: { sort: SortOrder; limit: number; offset: number },
  ): Promise<{ fieldIds: number[]; total: number; rows: (SubscriberRow & { field_values: Record<string, string> | null })[] } | undefined> {
    const params = new SqlParams([listId, userId]);
    const condition = this.stateCondition(state, userId, params);
    const order = orderBy(options.sort.field, options.sort.type, ORDER_FIELDS, 'EmailAddress');
    const limit = Math.max(0, Math.min(options.limit, 10_000));
    const offset = Math.max(0, options.offset);
    // the list's part is a materialized CTE: inlined, its two sub-selects would run again for each row of the page
    const sql = `WITH a AS MATERIALIZED (
        SELECT l."id",
          (SELECT coalesce(array_agg(f."id" ORDER BY f."id"), '{}') FROM "lists"."custom_field" f
            WHERE (f."list_id" = l."id" AND f."user_id" = $2) OR (f."is_global" AND f."user_id" IN ($2, 0))) AS "field_ids",
          ${stateTotalExpr(state, 'l."id"')} AS "total"
        FROM "lists"."list" l WHERE l."id" = $1 AND l."user_id" = $2)
      SELECT a."field_ids", a."total", p.* FROM a LEFT JOIN LATERAL (
        SELECT ${SUBSCRIBER_COLUMNS},
          (SELECT json_object_agg(v."field_id", v."value_text") FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id") AS "field_values"
        FROM "lists"."subscriber" s WHERE s."list_id" = a."id" AND ${condition}
        ORDER BY ${order}, s."id" ASC LIMIT ${limit} OFFSET ${offset}) p ON TRUE`;
    type Row = SubscriberRow & { field_ids: string[]; total: string; field_values: Record<string, string> | null };
    const prepared = offset === 0 && PREPARED_PAGE_SIZES.has(limit);
    const rows = prepared ? await this.db.prepared<Row>(sql, params.values) : await this.db.query<Row>(sql, params.values);
    if (!rows[0]) return undefined;
    const { field_ids, total } = rows[0];
    return {
      fieldIds: field_ids.map(Number),
      total: Number(total),
      rows: rows.filter((r) => r.id !== null).map(({ field_ids: _ids, total: _total, ...row }) => row),
    };
  }

  /** ordered by a whitelisted field (unknown: EmailAddress), then id; at most 10,000 */
  page(listId: number, where: CompiledWhere, options: { sort: SortOrder; limit: number; offset: number }): Promise<SubscriberRow[]> {
    const params = new SqlParams(where.params.values);
    const order = orderBy(options.sort.field, options.sort.type, ORDER_FIELDS, 'EmailAddress');
    return this.db.query<SubscriberRow>(
      `SELECT ${SUBSCRIBER_COLUMNS} FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(listId)} AND ${where.sql}
       ORDER BY ${order}, s."id" ASC LIMIT ${Math.max(0, Math.min(options.limit, 10_000))} OFFSET ${Math.max(0, options.offset)}`,
      params.values,
    );
  }

  stateCondition(state: SubscriberState, userId: number, params: SqlParams): string {
    const suppressed = () => suppressedSql('s', `${params.add(userId)}::int`);
    switch (state) {
      case 'all':
        return 'TRUE';
      case 'active':
        return `s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard' AND NOT ${suppressed()}`;
      case 'suppressed':
        return suppressed();
      case 'unsubscribed':
        return `s."status" = 'Unsubscribed'`;
      case 'soft bounced':
        return `s."bounce_type" = 'Soft'`;
      case 'hard bounced':
        return `s."bounce_type" = 'Hard'`;
      case 'opt-in pending':
        return `s."status" = 'Opt-In Pending'`;
    }
  }

  /** a case-insensitive substring of a searchable column given by its public name; undefined for any other name */
  columnKeywordCondition(name: string, keyword: string, params: SqlParams): string | undefined {
    const column = whitelisted(SEARCH_COLUMNS, name);
    return column && `lower(coalesce(${column}::text, '')) LIKE ${params.add(like(keyword))}`;
  }

  /** a case-insensitive substring of a custom field's value */
  fieldKeywordCondition(fieldId: number, keyword: string, params: SqlParams): string {
    return `EXISTS (SELECT 1 FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id" AND v."field_id" = ${params.add(fieldId)} AND lower(v."value_text") LIKE ${params.add(like(keyword))})`;
  }

  /** Subscribers.Search's extra columns: each subscriber's tags and whether the user suppresses the address */
  async tagsAndSuppression(userId: number, subscriberIds: number[]): Promise<Map<number, { tags: unknown[]; suppressed: boolean }>> {
    const map = new Map<number, { tags: unknown[]; suppressed: boolean }>();
    if (!subscriberIds.length) return map;
    const rows = await this.db.query<{ id: string; tags: unknown[] | null; suppressed: boolean }>(
      `SELECT s."id",
         (SELECT json_agg(json_build_object('TagID', t."id", 'TagName', t."name") ORDER BY t."id") FROM "lists"."subscriber_tag" st JOIN "lists"."tag" t ON t."id" = st."tag_id" WHERE st."subscriber_id" = s."id") AS tags,
         ${suppressedSql('s', '$2::int')} AS suppressed
       FROM "lists"."subscriber" s WHERE s."id" = ANY($1::bigint[])`,
      [subscriberIds, userId],
    );
    for (const r of rows) map.set(Number(r.id), { tags: r.tags ?? [], suppressed: r.suppressed });
    return map;
  }
}

function like(keyword: string): string {
  return `%${escapeLike(keyword.toLowerCase())}%`;
}
