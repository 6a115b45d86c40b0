import { Injectable } from '@nestjs/common';

import type { AudienceMember, AudiencePageReply, AudienceRequest } from '@mail/contracts';

import { ListsDb } from '../common/db';
import { arrayError } from '../common/errors';
import { toId } from '../common/params';
import { AudienceFieldsReader } from './audience-fields.reader';
import { suppressedSql } from '../rules/rule-compiler';
import { RuleEngine, RuleError } from '../rules/rule-engine.service';
import { parseRulesJson } from '../rules/rules-json.parser';
import type { RuleExpr } from '../rules/rule.types';
import { SqlParams } from '../rules/sql-params';

type AudienceQuery = Omit<AudienceRequest, 'userId'>;

interface Criterion {
  listId: number;
  expr: RuleExpr;
}

/**
 * Campaign audiences through the same rule compiler: RulesJsonBundle criteria or 'list:segment' pairs
 * (0 = whole list), minus exclusions; only Subscribed, unsuppressed subscribers; one address counted once.
 */
@Injectable()
export class AudienceService {
  constructor(
    private readonly db: ListsDb,
    private readonly engine: RuleEngine,
    private readonly fields: AudienceFieldsReader,
  ) {}

  async count(userId: number, request: AudienceQuery): Promise<number> {
    const { sql, params } = await this.members(userId, request);
    const row = await this.db.one<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) a`, params.values);
    return Number(row?.n ?? 0);
  }

  async page(userId: number, request: AudienceQuery, after: number, limit: number, withFields = false): Promise<AudiencePageReply> {
    const { sql, params } = await this.members(userId, request);
    const rows = await this.db.query<{ id: string; list_id: string; email: string }>(
      `SELECT * FROM (${sql}) a WHERE a."id" > ${params.add(after)} ORDER BY a."id" LIMIT ${Math.max(1, Math.min(limit, 10_000))}`,
      params.values,
    );
    const members: AudienceMember[] = rows.map((r) => ({ subscriberId: Number(r.id), listId: Number(r.list_id), emailAddress: r.email }));
    const nextAfterSubscriberId = members.length ? members[members.length - 1].subscriberId : null;
    if (!withFields) return { members, nextAfterSubscriberId };
    const fields = await this.fields.of(members.map((m) => m.subscriberId));
    for (const m of members) m.fields = fields.get(m.subscriberId) ?? {};
    return { members, nextAfterSubscriberId, mergeTagAliases: await this.fields.aliases(userId) };
  }

  private async members(userId: number, request: AudienceQuery) {
    const include = request.rulesJsonBundle ? this.fromBundle(request.rulesJsonBundle) : await this.fromPairs(userId, request.recipientListsAndSegments ?? '');
    const exclude = request.excludeListsAndSegments ? await this.fromPairs(userId, request.excludeListsAndSegments) : [];
    const params = new SqlParams();
    const user = params.add(userId);
    const notSuppressed = `s."bounce_type" <> 'Hard' AND NOT ${suppressedSql('s', `${user}::int`)}`;
    const whitelist = request.neverSuppressed?.length ? params.add(request.neverSuppressed.map((a) => String(a).toLowerCase())) : undefined;
    const deliverable = whitelist ? `(lower(s."email") = ANY(${whitelist}::text[]) OR (${notSuppressed}))` : notSuppressed;
    const select = async (criteria: Criterion[]) => {
      const parts: string[] = [];
      for (const c of criteria) {
        const owned = await this.db.one(`SELECT 1 FROM "lists"."list" WHERE "id" = $1 AND "user_id" = $2`, [c.listId, userId]);
        if (!owned) throw arrayError(4, `Invalid list id ${c.listId}`);
        const where = await this.engine.compile(c.expr, { userId, listId: c.listId, alias: 's', params }).catch((error: unknown) => {
          if (error instanceof RuleError) throw arrayError(8, `Invalid rules for list ${c.listId}: ${error.message}`);
          throw error;
        });
        parts.push(
          `SELECT s."id", s."list_id", s."email" FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(c.listId)} AND s."status" = 'Subscribed'
             AND ${deliverable} AND ${where.sql}`,
        );
      }
      return parts.length ? parts.join(' UNION ALL ') : `SELECT NULL::bigint AS "id", NULL::bigint AS "list_id", NULL::text AS "email" WHERE FALSE`;
    };
    const included = await select(include);
    const excluded = exclude.length ? await select(exclude) : undefined;
    // one list holds an address once (unique per list): nothing to collapse, and paging stays on the primary key
    if (include.length === 1 && !excluded) return { sql: included, params };
    const sql = `SELECT DISTINCT ON (lower(i."email")) i."id", i."list_id", i."email" FROM (${included}) i
      ${excluded ? `WHERE lower(i."email") NOT IN (SELECT lower(x."email") FROM (${excluded}) x)` : ''} ORDER BY lower(i."email"), i."id"`;
    return { sql, params };
  }

  private fromBundle(bundle: unknown): Criterion[] {
    let value = bundle;
    if (typeof value === 'string') {
      try {
        value = JSON.parse(value);
      } catch {
        throw arrayError(8, 'RulesJsonBundle is not valid JSON');
      }
    }
    const criteria = (value as { criteria?: unknown })?.criteria;
    if (!Array.isArray(criteria)) throw arrayError(8, 'RulesJsonBundle needs a criteria array');
    return criteria.map((c: { list_id?: unknown; operator?: string; rules?: unknown }) => {
      const listId = toId(typeof c.list_id === 'number' ? c.list_id : String(c.list_id ?? ''));
      if (!listId) throw arrayError(4, 'Invalid list id in RulesJsonBundle');
      try {
        return { listId, expr: parseRulesJson(c.rules ?? [], c.operator ?? 'and') };
      } catch (error) {
        if (error instanceof RuleError) throw arrayError(8, error.message);
        throw error;
      }
    });
  }

  private async fromPairs(userId: number, pairs: string): Promise<Criterion[]> {
    const criteria: Criterion[] = [];
    for (const pair of pairs
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [list, segment = '0'] = pair.split(':');
      const listId = toId(list);
      if (!listId) throw arrayError(4, `Invalid list id '${list}'`);
      if (segment === '0' || !segment) {
        criteria.push({ listId, expr: { op: 'and', items: [] } });
        continue;
      }
      const row = await this.db.one<{ rules: RuleExpr }>(
        `SELECT g."rules" FROM "lists"."segment" g JOIN "lists"."list" l ON l."id" = g."list_id" WHERE g."id" = $1 AND g."list_id" = $2 AND l."user_id" = $3`,
        [toId(segment) ?? 0, listId, userId],
      );
      if (!row) throw arrayError(4, `Invalid segment '${pair}'`);
      criteria.push({ listId, expr: row.rules });
    }
    return criteria;
  }
}
