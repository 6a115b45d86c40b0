import type { SqlParams } from './sql-params';
import type { RuleExpr } from './rule.types';

export type FieldKind = 'text' | 'date' | 'number';

/**
 * What the compiler may reference, loaded by the engine before compiling (no query per rule): the list's
 * custom fields and tags, and every segment the rules reach (recursively, bounded).
 */
export interface RuleContext {
  params: SqlParams;
  /** SQL alias of "lists"."subscriber" in the enclosing query */
  alias: string;
  userId: number;
  fields: Map<number, FieldKind>;
  tagIds: Set<number>;
  segments: Map<number, RuleExpr>;
}
