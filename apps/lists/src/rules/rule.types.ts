/**
 * RulesJSON (reference notes §1.4): an array of OR-groups of AND-rules, `[[A, B], [C]]` = (A and B) or C.
 * Parsed into an expression tree so that a flat array combined by RulesOperator/SegmentOperator, a single
 * rule object, and nested groups (up to 3 array levels) all compile the same way.
 */
export interface Rule {
  type: string;
  operator: string;
  value?: unknown;
  field_id?: unknown;
  event?: unknown;
  event_parameter?: unknown;
  [key: string]: unknown;
}

export interface RuleExpr {
  op: 'and' | 'or';
  items: (RuleExpr | Rule)[];
}

export type RuleErrorKind = 'invalid' | 'recursion';

export class RuleError extends Error {
  constructor(
    readonly kind: RuleErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

export function isExpr(item: RuleExpr | Rule): item is RuleExpr {
  return Array.isArray((item as RuleExpr).items) && ((item as RuleExpr).op === 'and' || (item as RuleExpr).op === 'or');
}

/** the expression that matches every subscriber (empty rules) */
export const MATCH_ALL: RuleExpr = { op: 'and', items: [] };

/** how many array levels RulesJSON may nest: [ OR [ AND [ OR ... ] ] ] */
export const MAX_ARRAY_DEPTH = 3;
/** how deep segments may reference segments */
export const MAX_SEGMENT_DEPTH = 3;
