import { isExpr, MAX_ARRAY_DEPTH, type Rule, RuleError, type RuleExpr } from './rule.types';

/**
 * Documented bounds of one RulesJSON (docs/services/lists.md): each rule adds a predicate to one SQL
 * statement, so an unbounded rule set is an unbounded query. Checked before anything is compiled.
 */
export const RULE_LIMITS = {
  /** rules (and nested groups) side by side in one group */
  perGroup: 100,
  /** rules in the whole RulesJSON */
  total: 200,
  /** array levels: [ OR [ AND [ OR ] ] ] */
  depth: MAX_ARRAY_DEPTH,
  /** characters of any one value in a rule (value, field_id, event, event_parameter, …) */
  valueChars: 1000,
  /** items of an array value (tag ids) */
  valueItems: 1000,
} as const;

export function checkRuleLimits(expr: RuleExpr): RuleExpr {
  let total = 0;
  const walk = (e: RuleExpr): void => {
    if (e.items.length > RULE_LIMITS.perGroup)
      throw new RuleError('invalid', `A rule group holds ${e.items.length} rules; at most ${RULE_LIMITS.perGroup} are allowed`);
    for (const item of e.items) {
      if (isExpr(item)) walk(item);
      else {
        total++;
        checkValues(item);
      }
    }
  };
  walk(expr);
  if (total > RULE_LIMITS.total) throw new RuleError('invalid', `RulesJSON holds ${total} rules; at most ${RULE_LIMITS.total} are allowed`);
  return expr;
}

function checkValues(rule: Rule): void {
  for (const [key, value] of Object.entries(rule)) {
    if (Array.isArray(value)) {
      if (value.length > RULE_LIMITS.valueItems) throw new RuleError('invalid', `'${key}' lists more than ${RULE_LIMITS.valueItems} items`);
      for (const item of value) checkLength(key, item);
    } else checkLength(key, value);
  }
}

function checkLength(key: string, value: unknown): void {
  if (value === null || value === undefined) return;
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  if (text.length > RULE_LIMITS.valueChars) throw new RuleError('invalid', `'${key}' is longer than ${RULE_LIMITS.valueChars} characters`);
}
