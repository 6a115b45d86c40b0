import { checkRuleLimits } from './rule-limits';
import { isExpr, MAX_ARRAY_DEPTH, type Rule, RuleError, type RuleExpr } from './rule.types';

/**
 * Parses RulesJSON (a JSON string or an already-decoded value) into a RuleExpr.
 * - `[[A,B],[C]]`: OR of AND-groups (the grammar); `operator` is ignored.
 * - `[A, B]` (flat): combined with `operator` ('and', anything else = 'or').
 * - `{...}`: one rule.  `[]` / '' : matches everything.
 * Arrays nested deeper than MAX_ARRAY_DEPTH are rejected (kind 'recursion'); a rule without `type` is rejected;
 * so is a rule set beyond RULE_LIMITS.
 */
export function parseRulesJson(input: unknown, operator = 'or'): RuleExpr {
  return checkRuleLimits(parseUnchecked(input, operator));
}

function parseUnchecked(input: unknown, operator: string): RuleExpr {
  let value = input;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return { op: 'and', items: [] };
    try {
      value = JSON.parse(text);
    } catch {
      throw new RuleError('invalid', 'RulesJSON is not valid JSON');
    }
  }
  if (value === null || value === undefined) return { op: 'and', items: [] };
  if (!Array.isArray(value)) {
    if (typeof value === 'object') return { op: 'and', items: [toRule(value)] };
    throw new RuleError('invalid', 'RulesJSON must be an array of rule groups');
  }
  if (!value.length) return { op: 'and', items: [] };
  const flat = value.every((v) => v && typeof v === 'object' && !Array.isArray(v));
  if (flat) return { op: normaliseOperator(operator), items: value.map(toRule) };
  return toExpr(value, 1);
}

function toExpr(array: unknown[], depth: number): RuleExpr {
  if (depth > MAX_ARRAY_DEPTH) throw new RuleError('recursion', `RulesJSON nests deeper than ${MAX_ARRAY_DEPTH} levels`);
  const op = depth % 2 === 1 ? 'or' : 'and';
  const items = array.map((item) => {
    if (Array.isArray(item)) return toExpr(item, depth + 1);
    if (depth === 1) return { op: 'and' as const, items: [toRule(item)] };
    return toRule(item);
  });
  return { op, items };
}

function toRule(value: unknown): Rule {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new RuleError('invalid', 'A rule must be an object');
  const rule = value as Record<string, unknown>;
  if (typeof rule.type !== 'string' || !rule.type.trim()) throw new RuleError('invalid', 'Every rule needs a type');
  if (rule.operator !== undefined && typeof rule.operator !== 'string') throw new RuleError('invalid', 'A rule operator must be a string');
  return { ...rule, type: rule.type.trim().toLowerCase(), operator: normaliseText(String(rule.operator ?? '')) };
}

export function normaliseOperator(operator: string): 'and' | 'or' {
  return operator.trim().toLowerCase() === 'and' ? 'and' : 'or';
}

export function normaliseText(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[_\s]+/g, ' ');
}

/** every segment id a rule tree references (to load them in one query before compiling) */
export function referencedSegmentIds(expr: RuleExpr): number[] {
  const ids: number[] = [];
  const walk = (e: RuleExpr) => {
    for (const item of e.items) {
      if (isExpr(item)) walk(item);
      else if (item.type === 'segments') {
        const id = Number.parseInt(String(item.value ?? ''), 10);
        if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
      }
    }
  };
  walk(expr);
  return ids;
}
