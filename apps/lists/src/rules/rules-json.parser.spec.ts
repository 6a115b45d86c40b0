import { parseRulesJson, referencedSegmentIds } from './rules-json.parser';
import { RuleError } from './rule.types';

describe(parseRulesJson.name, () => {
  it('parses the OR-of-AND grammar from a JSON string', () => {
    const expr = parseRulesJson('[[{"type":"tags","operator":"Has This Tag","value":"1"}],[{"type":"suppressions","operator":"exist"}]]');
    expect(expr.op).toBe('or');
    expect(expr.items).toHaveLength(2);
    expect((expr.items[0] as { items: { operator: string }[] }).items[0].operator).toBe('has this tag');
  });

  it('accepts one rule object and flat arrays combined by the operator', () => {
    expect(parseRulesJson({ type: 'suppressions', operator: 'exist' }).items).toHaveLength(1);
    expect(
      parseRulesJson(
        [
          { type: 'suppressions', operator: 'exist' },
          { type: 'tags', operator: 'has no tags' },
        ],
        'AND',
      ).op,
    ).toBe('and');
    expect(
      parseRulesJson(
        [
          { type: 'suppressions', operator: 'exist' },
          { type: 'tags', operator: 'has no tags' },
        ],
        'whatever',
      ).op,
    ).toBe('or');
  });

  it('rejects invalid JSON, rules without a type, and nesting deeper than 3 levels', () => {
    expect(() => parseRulesJson('[[{')).toThrow(RuleError);
    expect(() => parseRulesJson([[{ operator: 'is' }]])).toThrow(RuleError);
    expect(() => parseRulesJson([[[[{ type: 'tags', operator: 'has no tags' }]]]])).toThrow(expect.objectContaining({ kind: 'recursion' }));
    expect(() => parseRulesJson([[[{ type: 'tags', operator: 'has no tags' }]]])).not.toThrow();
    expect(() => parseRulesJson('"text"')).toThrow(RuleError);
  });

  it('collects referenced segment ids', () => {
    expect(
      referencedSegmentIds(
        parseRulesJson([[{ type: 'segments', operator: 'belongs to', value: '4' }], [{ type: 'segments', operator: 'belongs to', value: 4 }]]),
      ),
    ).toEqual([4]);
  });
});
