import { compileRules } from './rule-compiler';
import type { FieldKind, RuleContext } from './rule-context';
import { parseRulesJson } from './rules-json.parser';
import { RuleError, type RuleExpr } from './rule.types';
import { SqlParams } from './sql-params';

function context(segments: Record<number, RuleExpr> = {}): RuleContext {
  return {
    params: new SqlParams(),
    alias: 's',
    userId: 7,
    fields: new Map<number, FieldKind>([
      [5, 'text'],
      [6, 'date'],
    ]),
    tagIds: new Set([10, 11, 12]),
    segments: new Map(Object.entries(segments).map(([k, v]) => [Number(k), v])),
  };
}

function compile(rules: unknown, ctx = context()): { sql: string; values: unknown[] } {
  const sql = compileRules(parseRulesJson(rules), ctx);
  return { sql, values: ctx.params.values };
}

const field = (field_id: string, operator: string, value = 'x') => [[{ type: 'fields', field_id, operator, value }]];

describe(compileRules.name, () => {
  it('matches everything for empty rules', () => {
    expect(compile('').sql).toBe('TRUE');
    expect(compile([]).sql).toBe('TRUE');
  });

  it('combines OR-groups of AND-rules', () => {
    const { sql } = compile([
      [
        { type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'a' },
        { type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'b' },
      ],
      [{ type: 'fields', field_id: 'EmailAddress', operator: 'contains', value: 'c' }],
    ]);
    expect(sql).toBe(
      `((lower(coalesce(s."email"::text, '')) LIKE $1 AND lower(coalesce(s."email"::text, '')) LIKE $2) OR lower(coalesce(s."email"::text, '')) LIKE $3)`,
    );
  });

  it('combines a flat rule array with the given operator', () => {
    const ctx = context();
    const sql = compileRules(
      parseRulesJson(
        [
          { type: 'suppressions', operator: 'exist' },
          { type: 'tags', operator: 'has no tags' },
        ],
        'and',
      ),
      ctx,
    );
    expect(sql).toMatch(/^\(EXISTS .* AND NOT EXISTS .*\)$/);
  });

  describe('subscriber columns', () => {
    it.each([
      ['is', `lower(s."email") = lower($1)`, ['x']],
      ['equals', `lower(s."email") = lower($1)`, ['x']],
      ['is not', `NOT coalesce(lower(s."email") = lower($1), false)`, ['x']],
      ['contains', `lower(coalesce(s."email"::text, '')) LIKE $1`, ['%x%']],
      ['does not contain', `NOT (lower(coalesce(s."email"::text, '')) LIKE $1)`, ['%x%']],
      ['begins with', `lower(coalesce(s."email"::text, '')) LIKE $1`, ['x%']],
      ['ends with', `lower(coalesce(s."email"::text, '')) LIKE $1`, ['%x']],
      ['is less than', `s."email" < $1`, ['x']],
      ['is less than or equal to', `s."email" <= $1`, ['x']],
      ['is greater than', `s."email" > $1`, ['x']],
      ['is greater than or equal to', `s."email" >= $1`, ['x']],
      ['is set', `coalesce(s."email"::text, '') <> ''`, []],
      ['is not set', `coalesce(s."email"::text, '') = ''`, []],
    ])('email %s', (operator, sql, values) => {
      expect(compile(field('EmailAddress', operator))).toEqual({ sql, values });
    });

    it('types dates and numbers, rejecting bad values', () => {
      expect(compile(field('SubscriptionDate', 'is greater than', '2024-01-02'))).toEqual({
        sql: `s."subscription_date" > $1::timestamp`,
        values: ['2024-01-02 00:00:00'],
      });
      expect(compile(field('SubscriberID', 'is', '42'))).toEqual({ sql: `s."id" = $1::numeric`, values: ['42'] });
      expect(() => compile(field('SubscriptionDate', 'is', 'yesterday'))).toThrow(RuleError);
      expect(() => compile(field('SubscriberID', 'is', 'x'))).toThrow(RuleError);
    });

    it('escapes LIKE wildcards in values', () => {
      expect(compile(field('email', 'contains', '50%_off')).values).toEqual(['%50\\%\\_off%']);
    });
  });

  describe('custom fields', () => {
    const exists = (cond: string) => `EXISTS (SELECT 1 FROM "lists"."custom_field_value" v WHERE v."subscriber_id" = s."id" AND v."field_id" = $1 AND ${cond})`;
    it.each([
      ['is', exists(`lower(v."value_text") = lower($2)`), [5, 'x']],
      ['is not', `NOT ${exists(`lower(v."value_text") = lower($2)`)}`, [5, 'x']],
      ['contains', exists(`lower(v."value_text") LIKE $2`), [5, '%x%']],
      ['does not contain', `NOT ${exists(`lower(v."value_text") LIKE $2`)}`, [5, '%x%']],
      ['begins with', exists(`lower(v."value_text") LIKE $2`), [5, 'x%']],
      ['ends with', exists(`lower(v."value_text") LIKE $2`), [5, '%x']],
      ['is less than', exists(`lower(v."value_text") < lower($2)`), [5, 'x']],
      ['is less than or equal to', exists(`lower(v."value_text") <= lower($2)`), [5, 'x']],
      ['is greater than', exists(`lower(v."value_text") > lower($2)`), [5, 'x']],
      ['is greater than or equal to', exists(`lower(v."value_text") >= lower($2)`), [5, 'x']],
      ['is set', exists(`v."value_text" <> ''`), [5]],
      ['is not set', `NOT ${exists(`v."value_text" <> ''`)}`, [5]],
    ])('CustomField5 %s', (operator, sql, values) => {
      expect(compile(field('CustomField5', operator))).toEqual({ sql, values });
    });

    it('compares numbers and dates on their typed columns', () => {
      expect(compile(field('5', 'is greater than', '10')).sql).toContain(`v."value_num" > $2::numeric`);
      expect(compile(field('6', 'is less than', '2024-05-01')).sql).toContain(`v."value_date" < $2::timestamp`);
    });

    it('rejects unknown fields and operators', () => {
      expect(() => compile(field('CustomField99', 'is'))).toThrow(RuleError);
      expect(() => compile(field('5', 'sounds like'))).toThrow(RuleError);
    });
  });

  describe('tags', () => {
    const tag = (operator: string, value: unknown = '10') => [[{ type: 'tags', operator, value }]];
    it('has this tag / does not have this tag', () => {
      expect(compile(tag('has this tag'))).toEqual({
        sql: `EXISTS (SELECT 1 FROM "lists"."subscriber_tag" t WHERE t."subscriber_id" = s."id" AND t."tag_id" = $1)`,
        values: [10],
      });
      expect(compile(tag('does not have this tag')).sql).toMatch(/^NOT EXISTS/);
    });
    it('has any of / all of / no tags', () => {
      expect(compile(tag('has any of these tags', '10,11'))).toEqual({
        sql: `EXISTS (SELECT 1 FROM "lists"."subscriber_tag" t WHERE t."subscriber_id" = s."id" AND t."tag_id" = ANY($1::bigint[]))`,
        values: [[10, 11]],
      });
      const all = compile(tag('has all of these tags', '10,12'));
      expect(all.values).toEqual([10, 12]);
      expect(all.sql.split('EXISTS').length - 1).toBe(2);
      expect(compile(tag('has no tags', ''))).toEqual({
        sql: `NOT EXISTS (SELECT 1 FROM "lists"."subscriber_tag" t WHERE t."subscriber_id" = s."id")`,
        values: [],
      });
    });
    it("rejects another list's tags", () => {
      expect(() => compile(tag('has this tag', '99'))).toThrow(RuleError);
    });
  });

  describe('segments', () => {
    const inner: RuleExpr = parseRulesJson([[{ type: 'fields', field_id: 'email', operator: 'ends with', value: '@x.com' }]]);
    it('belongs to / does not belong to inline the segment', () => {
      const ctx = context({ 3: inner });
      expect(compileRules(parseRulesJson([[{ type: 'segments', operator: 'belongs to', value: '3' }]]), ctx)).toBe(
        `(lower(coalesce(s."email"::text, '')) LIKE $1)`,
      );
      expect(compileRules(parseRulesJson([[{ type: 'segments', operator: 'does not belong to', value: 3 }]]), context({ 3: inner }))).toMatch(
        /^NOT coalesce\(/,
      );
    });
    it('rejects unknown segments and self-reference beyond the depth limit', () => {
      expect(() => compile([[{ type: 'segments', operator: 'belongs to', value: '4' }]])).toThrow(RuleError);
      const loop = parseRulesJson([[{ type: 'segments', operator: 'belongs to', value: '1' }]]);
      expect(() => compileRules(loop, context({ 1: loop }))).toThrow(expect.objectContaining({ kind: 'recursion' }));
    });
  });

  describe('suppressions', () => {
    it('exist / not exist check user-wide, list and system entries', () => {
      const { sql, values } = compile([[{ type: 'suppressions', operator: 'exist' }]]);
      expect(sql).toContain(`x."user_id" IN ($1, 0)`);
      expect(sql).toContain(`x."list_id" IS NULL OR x."list_id" = s."list_id"`);
      expect(values).toEqual([7]);
      expect(compile([[{ type: 'suppressions', operator: 'not exist' }]]).sql).toMatch(/^NOT EXISTS/);
    });
  });

  describe('journeys', () => {
    it.each([
      ['in journey', `j."status" = 'InProgress'`, false],
      ['completed journey', `j."status" = 'Completed'`, false],
      ['not in journey', `j."status" = 'InProgress'`, true],
    ])('%s', (operator, contains, negated) => {
      const { sql, values } = compile([[{ type: 'journeys', operator, value: '9' }]]);
      expect(sql).toContain(contains);
      expect(sql.startsWith('NOT ')).toBe(negated);
      expect(values).toEqual([9]);
    });
  });

  describe('campaign events', () => {
    it.each([
      ['opened', 'email open'],
      ['clicked', 'email link click'],
      ['bounced', 'hard bounce'],
      ['delivered', 'email campaign delivery'],
      ['unsubscribed', 'unsubscription'],
    ])('%s and not %s', (operator, type) => {
      expect(compile([[{ type: 'campaign-events', operator, value: '12' }]]).values).toEqual(['12', type]);
      expect(compile([[{ type: 'campaign-events', operator: `not ${operator}`, value: '12' }]]).sql).toMatch(/^NOT EXISTS/);
    });
    it('complaints are never recorded per subscriber', () => {
      expect(compile([[{ type: 'campaign-events', operator: 'complained', value: '1' }]]).sql).toBe('FALSE');
      expect(compile([[{ type: 'campaign-events', operator: 'not complained', value: '1' }]]).sql).toBe('TRUE');
    });
  });

  describe('website events', () => {
    const web = (operator: string, value = '', event_parameter = 'key1') =>
      compile([[{ type: 'website-events', event: 'pageView', operator, event_parameter, value }]]);
    it.each(['happened', 'did happen', 'equals', 'contains', 'matches regex', 'is set'])('%s', (operator) => {
      expect(web(operator, 'v').sql).toMatch(/^EXISTS \(SELECT 1 FROM "lists"\."website_event" w/);
    });
    it.each(['did not happen', 'does not equal', 'does not contain', 'does not match regex', 'is not set'])('%s', (operator) => {
      expect(web(operator, 'v').sql).toMatch(/^NOT EXISTS/);
    });
    it('time windows and numeric comparisons', () => {
      expect(web('happened in the last X days', '30').sql).toContain('make_interval(days =>');
      expect(web('did not happen in the last X days', '30').sql).toMatch(/^NOT EXISTS/);
      expect(web('greater than', '50').sql).toContain('END) >');
      expect(web('less than', '50').sql).toContain('END) <');
      expect(() => web('greater than', 'lots')).toThrow(RuleError);
      expect(() => web('happened in the last X days', 'a week')).toThrow(RuleError);
    });
    it('keeps the parameter name a parameter', () => {
      expect(web('equals', 'Home', "'; DROP TABLE x; --").values).toContain("'; DROP TABLE x; --");
    });
  });

  it('rejects unknown rule types', () => {
    expect(() => compile([[{ type: 'astrology', operator: 'is' }]])).toThrow(RuleError);
  });
});
