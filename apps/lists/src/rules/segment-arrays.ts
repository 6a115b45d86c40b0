import { checkRuleLimits } from './rule-limits';
import { normaliseOperator, normaliseText } from './rules-json.parser';
import type { Rule, RuleExpr } from './rule.types';

/**
 * Segment rules given as parallel arrays (SegmentRuleField[], SegmentRuleOperator[], SegmentRuleFilter[])
 * become `fields` rules combined by SegmentOperator, so the one compiler serves both forms.
 */
export function segmentArraysToExpr(fields: string[], operators: string[], filters: string[], segmentOperator: string): RuleExpr {
  const rules: Rule[] = [];
  for (let i = 0; i < fields.length; i++) {
    const field = fields[i]?.trim();
    if (!field) continue;
    rules.push({ type: 'fields', field_id: field, operator: normaliseText(operators[i] ?? 'is'), value: filters[i] ?? '' });
  }
  return checkRuleLimits({ op: normaliseOperator(segmentOperator), items: rules });
}
