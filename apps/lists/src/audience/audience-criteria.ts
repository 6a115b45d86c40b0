import { arrayError } from '../common/errors';
import { toId } from '../common/params';
import { RuleError, type RuleExpr } from '../rules/rule.types';
import { parseRulesJson } from '../rules/rules-json.parser';

/** One part of an audience: subscribers of `listId` matching `expr`. */
export interface Criterion {
  listId: number;
  expr: RuleExpr;
}

/** `'listId:segmentId'` (segment 0 or absent = the whole list) */
export interface ListSegmentPair {
  listId: number;
  segmentId: number;
}

/**
 * RulesJsonBundle `{ operator, criteria: [{ list_id, operator, rules }] }` (an object or its JSON text). The
 * top-level operator joins the criteria: 'or' (the default) takes an address matching any of them, 'and' only
 * one matching all of them.
 */
export function bundleCriteria(bundle: unknown): { criteria: Criterion[]; matchAll: boolean } {
  let value = bundle;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw arrayError(8, 'RulesJsonBundle is not valid JSON');
    }
  }
  const { criteria, operator } = (value ?? {}) as { criteria?: unknown; operator?: unknown };
  if (!Array.isArray(criteria)) throw arrayError(8, 'RulesJsonBundle needs a criteria array');
  return { criteria: criteria.map(toCriterion), matchAll: typeof operator === 'string' && operator.toLowerCase() === 'and' };
}

function toCriterion(c: { list_id?: unknown; operator?: unknown; rules?: unknown } | null): Criterion {
  const listId = toId(c?.list_id);
  if (!listId) throw arrayError(4, 'Invalid list id in RulesJsonBundle');
  try {
    return { listId, expr: parseRulesJson(c?.rules ?? [], typeof c?.operator === 'string' ? c.operator : 'and') };
  } catch (error) {
    if (error instanceof RuleError) throw arrayError(8, error.message);
    throw error;
  }
}

/** `'3:0,4:12'` → [{ listId: 3, segmentId: 0 }, { listId: 4, segmentId: 12 }] */
export function listSegmentPairs(pairs: string): ListSegmentPair[] {
  return pairs
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((pair) => {
      const [list, segment = '0'] = pair.split(':');
      const listId = toId(list);
      if (!listId) throw arrayError(4, `Invalid list id '${list}'`);
      if (segment.trim() === '0' || !segment.trim()) return { listId, segmentId: 0 };
      const segmentId = toId(segment);
      if (!segmentId) throw arrayError(4, `Invalid segment '${pair}'`);
      return { listId, segmentId };
    });
}
