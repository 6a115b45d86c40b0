import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { suppressedSql } from '../rules/rule-compiler';
import type { RuleExpr } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';

const STAMP = `'YYYY-MM-DD HH24:MI:SS'`;

/** One compiled criterion: subscribers of `listId` for which `where` (over alias `s`) holds. */
export interface CompiledCriterion {
  listId: number;
  where: string;
}

/** A whole audience as compiled rules; `params` holds the values the `where`s refer to. */
export interface AudienceSelection {
  userId: number;
  include: CompiledCriterion[];
  exclude: CompiledCriterion[];
  /** an address must match every included criterion, not just one */
  matchAll: boolean;
  /** lower-cased addresses that suppression and hard bounces never keep out (WhiteListedEmailAddresses) */
  neverSuppressed: string[];
  params: SqlParams;
}

/** What a page answers besides the members themselves. */
export interface PageOptions {
  /** each member's personalisation values, from the page statement */
  withFields?: boolean;
  /** every selected subscriber, an address on several included lists once per list (the caller keeps the first) */
  withDuplicates?: boolean;
}

export interface AudienceRow {
  subscriberId: number;
  listId: number;
  emailAddress: string;
  /** with `withFields`: SubscriptionDate, SubscriptionIP, OptInDate and `CustomField<id>` values */
  fields?: Record<string, string>;
}

/**
 * The audience SQL: each address once (its lowest subscriber id stands for it), only Subscribed, not hard
 * bounced and not suppressed (for the user or globally) unless whitelisted, minus every address of the excluded criteria.
 */
@Injectable()
export class AudienceRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the rules of a segment of the user's list, or undefined when there is no such segment */
  async segmentRules(userId: number, listId: number, segmentId: number): Promise<RuleExpr | undefined> {
    const row = await this.db.one<{ rules: RuleExpr }>(
      `SELECT g."rules" FROM "lists"."segment" g JOIN "lists"."list" l ON l."id" = g."list_id" WHERE g."id" = $1 AND g."list_id" = $2 AND l."user_id" = $3`,
      [segmentId, listId, userId],
    );
    return row?.rules;
  }

  /** the archived lists among these: they receive no sends */
  async archivedListIds(listIds: number[]): Promise<Set<number>> {
    if (!listIds.length) return new Set();
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "lists"."list" WHERE "id" = ANY($1::bigint[]) AND "archived_at" IS NOT NULL`, [listIds]);
    return new Set(rows.map((r) => Number(r.id)));
  }

  async count(selection: AudienceSelection): Promise<number> {
    const params = new SqlParams(selection.params.values);
    const row = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM (${membersSql(selection, params)}) a`, params.values);
    return Number(row?.n ?? 0);
  }

  /**
   * Keyset page: the members with a subscriber id above `after`, in id order. Each row decides its own
   * membership (index lookups by address into the other criteria's lists), so a page costs its own rows
   * and never the dedupe of the whole audience again. `withFields` answers each member's personalisation
   * values from the same statement (the rows are in hand: no second lookup by id).
   */
  async page(selection: AudienceSelection, after: number, limit: number, options: PageOptions = {}): Promise<AudienceRow[]> {
    const withFields = options.withFields === true;
    const params = new SqlParams(selection.params.values);
    const rows = await this.db.query<{ id: string; list_id: string; email: string; fields?: Record<string, string> }>(
      pageSql(selection, params, after, limit, options),
      params.values,
    );
    return rows.map((r) => ({
      subscriberId: Number(r.id),
      listId: Number(r.list_id),
      emailAddress: r.email,
      ...(withFields ? { fields: r.fields ?? {} } : {}),
    }));
  }

  /** of these subscribers (each of its list, of the user's non-archived lists), those an audience would take: Subscribed, deliverable */
  async deliverable(userId: number, subscribers: { subscriberIds: number[]; listIds: number[] }): Promise<AudienceRow[]> {
    const params = new SqlParams([subscribers.subscriberIds, subscribers.listIds, userId]);
    const rows = await this.db.query<{ id: string; list_id: string; email: string }>(
      `SELECT s."id", s."list_id", s."email" FROM unnest($1::bigint[], $2::bigint[]) AS x("id", "list_id")
       JOIN "lists"."subscriber" s ON s."id" = x."id" AND s."list_id" = x."list_id" JOIN "lists"."list" l ON l."id" = s."list_id" AND l."user_id" = $3 AND l."archived_at" IS NULL
       WHERE s."status" = 'Subscribed' AND ${deliverableSql({ userId, neverSuppressed: [] }, params)} ORDER BY s."id"`,
      params.values,
    );
    return rows.map((r) => ({ subscriberId: Number(r.id), listId: Number(r.list_id), emailAddress: r.email }));
  }

  /** subscriber id → SubscriptionDate, SubscriptionIP, OptInDate and `CustomField<id>` values (a campaign snapshots them) */
  async personalisation(subscriberIds: number[]): Promise<Map<number, Record<string, string>>> {
    if (!subscriberIds.length) return new Map();
    const rows = await this.db.query<{ id: string; fields: Record<string, string> }>(
      `SELECT s."id", ${fieldsSql('s')} AS "fields" FROM "lists"."subscriber" s WHERE s."id" = ANY($1::bigint[])`,
      [subscriberIds],
    );
    return new Map(rows.map((r) => [Number(r.id), r.fields]));
  }

  /** merge-tag alias → `CustomField<id>` for every field of the user that has one, and the administrator's global fields (the user's own alias wins) */
  async mergeTagAliases(userId: number): Promise<Record<string, string>> {
    const rows = await this.db.query<{ merge_tag_alias: string; id: string }>(
      `SELECT "merge_tag_alias", "id" FROM "lists"."custom_field"
       WHERE ("user_id" = $1 OR ("user_id" = 0 AND "is_global")) AND "merge_tag_alias" <> '' ORDER BY "user_id" ASC`,
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.merge_tag_alias, `CustomField${r.id}`]));
  }
}

/** every member at once (one DISTINCT ON pass): what the count needs */
function membersSql(selection: AudienceSelection, params: SqlParams): string {
  const deliverable = deliverableSql(selection, params);
  const included = criteriaSql(selection.include, deliverable, params);
  // one list holds an address once (unique per list): nothing to collapse, and paging stays on the primary key
  if (selection.include.length === 1 && !selection.exclude.length) return included;
  const conditions = ['TRUE'];
  if (selection.matchAll && selection.include.length > 1)
    conditions.push(`lower(i."email") IN (SELECT lower("email") FROM included GROUP BY 1 HAVING count(DISTINCT "k") = ${selection.include.length})`);
  if (selection.exclude.length)
    conditions.push(`lower(i."email") NOT IN (SELECT lower("email") FROM (${criteriaSql(selection.exclude, deliverable, params)}) x)`);
  return `WITH included AS (${included})
    SELECT DISTINCT ON (lower(i."email")) i."id", i."list_id", i."email" FROM included i
    WHERE ${conditions.join(' AND ')} ORDER BY lower(i."email"), i."id"`;
}

/** a subscriber's personalisation values (alias `a`): what a campaign snapshots with each recipient */
function fieldsSql(a: string): string {
  return `jsonb_build_object(
      'SubscriptionDate', coalesce(to_char(${a}."subscription_date", ${STAMP}), ''),
      'SubscriptionIP', coalesce(${a}."subscription_ip", ''),
      'OptInDate', coalesce(to_char(${a}."optin_date", ${STAMP}), '')
    ) || coalesce((SELECT jsonb_object_agg('CustomField' || v."field_id", v."value_text") FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = ${a}."id"), '{}'::jsonb)`;
}

/**
 * A page of members in subscriber id order. A candidate is a subscriber above `after` that an included
 * criterion selects; it is the member for its address when no included subscriber with the same address has a
 * lower id, it matches every criterion when `matchAll` asks so, and no excluded criterion has its address.
 *
 * The candidates of every included list come from one primary key range scan (`list_id = ANY`), so a page reads
 * the rows from `after` on once, whichever list they belong to: one branch per list, merged by id, made the
 * planner sort every remaining row of the audience for each page (a page of two lists cost seconds at a million).
 * The lower-id lookup skips the candidate's own list, which holds an address once.
 */
function pageSql(selection: AudienceSelection, params: SqlParams, after: number, limit: number, { withFields, withDuplicates }: PageOptions): string {
  const deliverable = deliverableSql(selection, params);
  const byList = new Map<number, string[]>();
  for (const c of selection.include) byList.set(c.listId, [...(byList.get(c.listId) ?? []), `(${c.where})`]);
  if (!byList.size) return criteriaSql([], deliverable, params);
  const lists = [...byList.keys()];
  const selected = [...byList].map(([listId, wheres]) => {
    const list = params.add(listId);
    return byList.size === 1 ? `s."list_id" = ${list} AND (${wheres.join(' OR ')})` : `(s."list_id" = ${list} AND (${wheres.join(' OR ')}))`;
  });
  const candidates = `SELECT s."id", s."list_id", s."email"${withFields ? `, s."subscription_date", s."subscription_ip", s."optin_date"` : ''}
    FROM "lists"."subscriber" s WHERE s."id" > ${params.add(after)} AND s."status" = 'Subscribed' AND ${deliverable} AND ${
      byList.size === 1 ? selected[0] : `s."list_id" = ANY(${params.add(lists)}::bigint[]) AND (${selected.join(' OR ')})`
    }`;
  const conditions = ['TRUE'];
  // one list holds an address once: its candidates are the members, in primary key order
  if (byList.size > 1 || selection.exclude.length || (selection.matchAll && selection.include.length > 1)) {
    const sameAddress = (c: CompiledCriterion, extra = '') => `SELECT 1 FROM "lists"."subscriber" s
      WHERE s."list_id" = ${params.add(c.listId)} AND lower(s."email") = lower(m."email")${extra} AND s."status" = 'Subscribed' AND ${deliverable} AND ${c.where}`;
    if (!withDuplicates)
      conditions.push(...selection.include.map((c) => `(m."list_id" = ${params.add(c.listId)} OR NOT EXISTS (${sameAddress(c, ` AND s."id" < m."id"`)}))`));
    if (selection.matchAll && selection.include.length > 1) conditions.push(...selection.include.map((c) => `EXISTS (${sameAddress(c)})`));
    conditions.push(...selection.exclude.map((c) => `NOT EXISTS (${sameAddress(c)})`));
  }
  return `SELECT m."id", m."list_id", m."email"${withFields ? `, ${fieldsSql('m')} AS "fields"` : ''} FROM (${candidates}) m
    WHERE ${conditions.join(' AND ')} ORDER BY m."id" LIMIT ${params.add(limit)}`;
}

function deliverableSql(selection: Pick<AudienceSelection, 'userId' | 'neverSuppressed'>, params: SqlParams): string {
  const user = `${params.add(selection.userId)}::int`;
  const notSuppressed = `s."bounce_type" <> 'Hard' AND NOT ${suppressedSql('s', user)}`;
  return selection.neverSuppressed.length ? `(lower(s."email") = ANY(${params.add(selection.neverSuppressed)}::text[]) OR (${notSuppressed}))` : notSuppressed;
}

/** the members of each criterion, tagged with the criterion's index `k` */
function criteriaSql(criteria: CompiledCriterion[], deliverable: string, params: SqlParams): string {
  if (!criteria.length) return `SELECT NULL::bigint AS "id", NULL::bigint AS "list_id", NULL::text AS "email", 0 AS "k" WHERE FALSE`;
  return criteria
    .map(
      (c, k) => `SELECT s."id", s."list_id", s."email", ${k} AS "k" FROM "lists"."subscriber" s
        WHERE s."list_id" = ${params.add(c.listId)} AND s."status" = 'Subscribed' AND ${deliverable} AND ${c.where}`,
    )
    .join(' UNION ALL ');
}
