import { Injectable } from '@nestjs/common';

import { compileRules } from './rule-compiler';
import type { FieldKind, RuleContext } from './rule-context';
import { RuleReferencesRepository } from './rule-references.repository';
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
  constructor(private readonly references: RuleReferencesRepository) {}

  parse(rulesJson: unknown, operator?: string): RuleExpr {
    return parseRulesJson(rulesJson, operator);
  }

  /** Compile `expr` for subscribers of `listId` (owned by `userId`), appending to `params`. */
  async compile(expr: RuleExpr, scope: { userId: number; listId: number; alias?: string; params?: SqlParams }): Promise<CompiledWhere> {
    const ctx = await this.context(expr, scope.userId, scope.listId, scope.params ?? new SqlParams(), scope.alias ?? 's');
    return { sql: compileRules(expr, ctx), params: ctx.params };
  }

  private async context(expr: RuleExpr, userId: number, listId: number, params: SqlParams, alias: string): Promise<RuleContext> {
    const [fields, tagIds] = await Promise.all([this.references.fieldTypes(userId, listId), this.references.tagIds(listId)]);
    const kinds = new Map<number, FieldKind>(fields.map((f) => [Number(f.id), f.field_type === 'Date field' ? 'date' : 'text']));
    const segments = await this.loadSegments(expr, listId);
    return { params, alias, userId, fields: kinds, tagIds: new Set(tagIds), segments };
  }

  /** breadth-first, one query per nesting level, bounded by MAX_SEGMENT_DEPTH (+1 to detect overflow) */
  private async loadSegments(root: RuleExpr, listId: number): Promise<Map<number, RuleExpr>> {
    const segments = new Map<number, RuleExpr>();
    let pending = [...new Set(referencedSegmentIds(root))];
    for (let level = 0; pending.length && level <= MAX_SEGMENT_DEPTH; level++) {
      const rows = await this.references.segmentRules(listId, pending);
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
