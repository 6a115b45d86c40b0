import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { suppressedSql } from '../rules/rule-compiler';
import type { RuleExpr } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';

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
  params: SqlParams;
}

export interface AudienceRow {
  subscriberId: number;
  listId: number;
  emailAddress: string;
}

/**
 * The audience SQL: each address once (its lowest subscriber id stands for it), only Subscribed, not hard
 * bounced and not suppressed (for the user or globally), minus every address of the excluded criteria.
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

  async count(selection: AudienceSelection): Promise<number> {
    const params = new SqlParams(selection.params.values);
    const row = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM (${membersSql(selection, params)}) a`, params.values);
    return Number(row?.n ?? 0);
  }

  /** keyset page: the members with a subscriber id above `after`, in id order */
  async page(selection: AudienceSelection, after: number, limit: number): Promise<AudienceRow[]> {
    const params = new SqlParams(selection.params.values);
    const members = membersSql(selection, params);
    const rows = await this.db.query<{ id: string; list_id: string; email: string }>(
      `SELECT a."id", a."list_id", a."email" FROM (${members}) a WHERE a."id" > ${params.add(after)} ORDER BY a."id" LIMIT ${params.add(limit)}`,
      params.values,
    );
    return rows.map((r) => ({ subscriberId: Number(r.id), listId: Number(r.list_id), emailAddress: r.email }));
  }

  /** stored custom field values of these subscribers, by subscriber id, then by field id */
  async fieldValues(subscriberIds: number[]): Promise<Map<number, Record<string, string>>> {
    const byId = new Map<number, Record<string, string>>();
    if (!subscriberIds.length) return byId;
    const rows = await this.db.query<{ subscriber_id: string; field_id: string; value_text: string }>(
      `SELECT "subscriber_id", "field_id", "value_text" FROM "lists"."custom_field_value" WHERE "subscriber_id" = ANY($1::bigint[])`,
      [subscriberIds],
    );
    for (const row of rows) {
      const id = Number(row.subscriber_id);
      byId.set(id, { ...byId.get(id), [row.field_id]: row.value_text });
    }
    return byId;
  }
}

function membersSql(selection: AudienceSelection, params: SqlParams): string {
  const user = `${params.add(selection.userId)}::int`;
  const included = criteriaSql(selection.include, user, params);
  const conditions = ['TRUE'];
  if (selection.matchAll && selection.include.length > 1)
    conditions.push(`lower(i."email") IN (SELECT lower("email") FROM included GROUP BY 1 HAVING count(DISTINCT "k") = ${selection.include.length})`);
  if (selection.exclude.length) conditions.push(`lower(i."email") NOT IN (SELECT lower("email") FROM (${criteriaSql(selection.exclude, user, params)}) x)`);
  return `WITH included AS (${included})
    SELECT DISTINCT ON (lower(i."email")) i."id", i."list_id", i."email" FROM included i
    WHERE ${conditions.join(' AND ')} ORDER BY lower(i."email"), i."id"`;
}

/** the members of each criterion, tagged with the criterion's index `k` */
function criteriaSql(criteria: CompiledCriterion[], user: string, params: SqlParams): string {
  if (!criteria.length) return `SELECT NULL::bigint AS "id", NULL::bigint AS "list_id", NULL::text AS "email", 0 AS "k" WHERE FALSE`;
  return criteria
    .map(
      (c, k) => `SELECT s."id", s."list_id", s."email", ${k} AS "k" FROM "lists"."subscriber" s
        WHERE s."list_id" = ${params.add(c.listId)} AND s."status" = 'Subscribed' AND s."bounce_type" <> 'Hard'
          AND NOT ${suppressedSql('s', user)} AND ${c.where}`,
    )
    .join(' UNION ALL ');
}
