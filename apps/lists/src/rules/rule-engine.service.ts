import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import { compileRules } from './rule-compiler';
import type { FieldKind, RuleContext } from './rule-context';
import { parseRulesJson, referencedSegmentIds } from './rules-json.parser';
import { MAX_SEGMENT_DEPTH, RuleError, type RuleExpr } from './rule.types';
import { SqlParams } from './sql-params';

export interface CompiledWhere {
  /** boolean SQL over the subscriber alias */
  sql: string;
  params: SqlParams;
}

/**
 * Loads what a rule tree may reference for one list (fields, tags, segments — a fixed number of queries
 * whatever the rules) and compiles it. Used by segments, bulk tag/untag, bulk unsubscribe, search, audiences.
 */
@Injectable()
export class RuleEngine {
  constructor(private readonly db: ServiceDb) {}

  parse(rulesJson: unknown, operator?: string): RuleExpr {
    return parseRulesJson(rulesJson, operator);
  }

  /** Compile `expr` for subscribers of `listId` (owned by `userId`), appending to `params`. */
  async compile(expr: RuleExpr, scope: { userId: number; listId: number; alias?: string; params?: SqlParams }, q: Queryable = this.db): Promise<CompiledWhere> {
    const ctx = await this.context(expr, scope.userId, scope.listId, q, scope.params ?? new SqlParams(), scope.alias ?? 's');
    return { sql: compileRules(expr, ctx), params: ctx.params };
  }

  async context(expr: RuleExpr | RuleExpr[], userId: number, listId: number, q: Queryable, params: SqlParams, alias: string): Promise<RuleContext> {
    const [fields, tags] = await Promise.all([
      q.query(`SELECT "id", "field_type" FROM "lists"."custom_field" WHERE ("list_id" = $1 AND "user_id" = $2) OR ("is_global" AND "user_id" = $2)`, [
        listId,
        userId,
      ]) as Promise<{ id: string; field_type: string }[]>,
      q.query(`SELECT "id" FROM "lists"."tag" WHERE "list_id" = $1`, [listId]) as Promise<{ id: string }[]>,
    ]);
    const kinds = new Map<number, FieldKind>(fields.map((f) => [Number(f.id), f.field_type === 'Date field' ? 'date' : 'text']));
    const segments = await this.loadSegments(Array.isArray(expr) ? expr : [expr], listId, q);
    return { params, alias, userId, fields: kinds, tagIds: new Set(tags.map((t) => Number(t.id))), segments };
  }

  /** breadth-first, one query per nesting level, bounded by MAX_SEGMENT_DEPTH (+1 to detect overflow) */
  private async loadSegments(roots: RuleExpr[], listId: number, q: Queryable): Promise<Map<number, RuleExpr>> {
    const segments = new Map<number, RuleExpr>();
    let pending = [...new Set(roots.flatMap(referencedSegmentIds))];
    for (let level = 0; pending.length && level <= MAX_SEGMENT_DEPTH; level++) {
      const rows = (await q.query(`SELECT "id", "rules" FROM "lists"."segment" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2`, [pending, listId])) as {
        id: string;
        rules: RuleExpr;
      }[];
      const next: number[] = [];
      for (const row of rows) {
        segments.set(Number(row.id), row.rules);
        for (const id of referencedSegmentIds(row.rules)) if (!segments.has(id) && !next.includes(id)) next.push(id);
      }
      pending = next.filter((id) => !segments.has(id));
    }
    return segments;
  }
}

export { RuleError };
