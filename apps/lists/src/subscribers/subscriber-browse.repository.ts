import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { escapeLike, orderBy, type SortOrder, whitelisted } from '../common/sql';
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
