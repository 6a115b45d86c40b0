import { RuleError } from './rule.types';

/** Field operators of the criteria syntax, with the spellings the segment arrays and older clients use. */
export type FieldOp = 'eq' | 'neq' | 'contains' | 'ncontains' | 'begins' | 'ends' | 'lt' | 'lte' | 'gt' | 'gte' | 'set' | 'notset';

// a Map: the operator is the client's text, and an object would answer `constructor` and the like
const FIELD_OPS = new Map<string, FieldOp>(
  Object.entries({
    is: 'eq',
    equals: 'eq',
    'equal to': 'eq',
    'is equal to': 'eq',
    '=': 'eq',
    'is not': 'neq',
    'not equals': 'neq',
    'does not equal': 'neq',
    'is not equal to': 'neq',
    '!=': 'neq',
    '<>': 'neq',
    contains: 'contains',
    like: 'contains',
    'does not contain': 'ncontains',
    'not contains': 'ncontains',
    'begins with': 'begins',
    'starts with': 'begins',
    'ends with': 'ends',
    'is less than': 'lt',
    'less than': 'lt',
    'is before': 'lt',
    '<': 'lt',
    'is less than or equal to': 'lte',
    'less than or equal to': 'lte',
    '<=': 'lte',
    'is greater than': 'gt',
    'greater than': 'gt',
    'is after': 'gt',
    '>': 'gt',
    'is greater than or equal to': 'gte',
    'greater than or equal to': 'gte',
    '>=': 'gte',
    'is set': 'set',
    'is not empty': 'set',
    'is not set': 'notset',
    'is empty': 'notset',
  } satisfies Record<string, FieldOp>),
);

export function fieldOp(operator: string): FieldOp {
  const op = FIELD_OPS.get(operator);
  if (!op) throw new RuleError('invalid', `Unknown field operator '${operator}'`);
  return op;
}

export const COMPARE_SQL: Record<'lt' | 'lte' | 'gt' | 'gte', string> = { lt: '<', lte: '<=', gt: '>', gte: '>=' };
