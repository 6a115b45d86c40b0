/** `=`, `!=`, `>`, `<`, `>=`, `<=`; `<>` without a value (or no operator at all): the field is not empty */
export type ConditionOperator = '=' | '!=' | '>' | '<' | '>=' | '<=' | '<>';

/** The test of a conditional block: one field (`Subscriber:Country`, `%Subscriber:Country%`) against a value. */
/** the field scopes a condition may test (link scopes have no value to test) */
export type ConditionScope = 'Subscriber' | 'User' | 'List' | 'Campaign';

export interface Condition {
  scope: ConditionScope;
  name: string;
  operator: ConditionOperator;
  value: string;
}

const EXPRESSION = /^%?(Subscriber|User|List|Campaign):([A-Za-z0-9_]+)%?\s*(?:(<>|!=|>=|<=|=|>|<)\s*(.*))?$/s;
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** The condition of `{{ if … }}` / `[IF:…]`, or undefined when it is not one (the block then stays as written). */
export function parseCondition(expression: string): Condition | undefined {
  // HTML editors write `<>` and quotes as entities; a plain part derived from the HTML may wrap inside the block
  const text = expression
    .replace(/&(lt|gt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  const m = EXPRESSION.exec(text);
  if (!m) return undefined;
  const value = (m[4] ?? '').trim().replace(/^"(.*)"$/s, '$1');
  return { scope: m[1] as ConditionScope, name: m[2], operator: (m[3] as ConditionOperator | undefined) ?? '<>', value };
}

/**
 * Whether the field's value passes. Both sides numbers: compared as numbers; otherwise as text, trimmed and
 * case-insensitively for `=`/`!=` (`United States` matches `united states`), by code point for the order operators.
 */
export function testCondition(condition: Pick<Condition, 'operator' | 'value'>, fieldValue: string): boolean {
  const left = fieldValue.trim();
  const { operator, value } = condition;
  if (operator === '<>') return value === '' ? left !== '' : !sameText(left, value);
  if (operator === '=') return bothNumbers(left, value) ? Number(left) === Number(value) : sameText(left, value);
  if (operator === '!=') return bothNumbers(left, value) ? Number(left) !== Number(value) : !sameText(left, value);
  const order = bothNumbers(left, value) ? Number(left) - Number(value) : left < value ? -1 : left > value ? 1 : 0;
  if (operator === '>') return order > 0;
  if (operator === '<') return order < 0;
  if (operator === '>=') return order >= 0;
  return order <= 0;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)$/;
const bothNumbers = (a: string, b: string) => NUMBER.test(a) && NUMBER.test(b);
const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
