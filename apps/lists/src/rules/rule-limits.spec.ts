import { RULE_LIMITS } from './rule-limits';
import { parseRulesJson } from './rules-json.parser';
import { RuleError } from './rule.types';
import { segmentArraysToExpr } from './segment-arrays';

const rule = (value = 'x') => ({ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value });
const rules = (n: number) => Array.from({ length: n }, (_, i) => rule(`v${i}`));
const limitError = (text: RegExp) => expect.objectContaining({ name: 'RuleError', kind: 'invalid', message: expect.stringMatching(text) });

describe('RulesJSON limits', () => {
  it('accepts a rule set at every limit', () => {
    expect(() => parseRulesJson([rules(RULE_LIMITS.perGroup), rules(RULE_LIMITS.perGroup)])).not.toThrow();
    expect(() => parseRulesJson(rules(RULE_LIMITS.perGroup), 'and')).not.toThrow();
    expect(() => parseRulesJson([[rule('y'.repeat(RULE_LIMITS.valueChars))]])).not.toThrow();
  });

  it('rejects more rules in one group than allowed, flat or grouped', () => {
    expect(() => parseRulesJson(rules(RULE_LIMITS.perGroup + 1), 'and')).toThrow(limitError(/at most 100/));
    expect(() => parseRulesJson([rules(RULE_LIMITS.perGroup + 1)])).toThrow(limitError(/at most 100/));
    expect(() => parseRulesJson(JSON.stringify([rules(3000)]))).toThrow(RuleError);
  });

  it('rejects more rules in all than allowed, even when each group is small', () => {
    const groups = Array.from({ length: 3 }, () => rules(RULE_LIMITS.perGroup));
    expect(() => parseRulesJson(groups)).toThrow(limitError(/300 rules; at most 200/));
  });

  it('rejects a value, or any other text of a rule, longer than allowed', () => {
    expect(() => parseRulesJson([[rule('y'.repeat(RULE_LIMITS.valueChars + 1))]])).toThrow(limitError(/'value' is longer than 1000/));
    expect(() => parseRulesJson([[{ ...rule(), field_id: 'f'.repeat(1001) }]])).toThrow(limitError(/'field_id'/));
    expect(() => parseRulesJson([[{ type: 'tags', operator: 'has any of these tags', value: Array.from({ length: 1001 }, (_, i) => i + 1) }]])).toThrow(
      limitError(/more than 1000 items/),
    );
  });

  it('keeps the nesting limit (3 array levels)', () => {
    expect(() => parseRulesJson([[[[rule()]]]])).toThrow(expect.objectContaining({ kind: 'recursion' }));
  });

  it('applies the same limits to segment rule arrays', () => {
    const fields = Array.from({ length: 101 }, () => 'EmailAddress');
    expect(() => segmentArraysToExpr(fields, [], [], 'and')).toThrow(limitError(/at most 100/));
    expect(() => segmentArraysToExpr(['EmailAddress'], ['contains'], ['z'.repeat(1001)], 'and')).toThrow(limitError(/longer than 1000/));
  });
});
