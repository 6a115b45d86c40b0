import type { EdgeConfig } from '../edge.config';
import { BodyBudget } from './body-budget';

/** How much of a request the edge will read: one total for every body type, a field count and a nesting depth. */
export interface BodyLimits {
  maxBytes: number;
  maxFields: number;
  /** deepest nesting of arrays/objects a JSON body may have */
  maxDepth: number;
  /** bytes of bodies read at once across requests; absent: no shared allowance (unit tests) */
  budget?: BodyBudget;
}

export const MAX_JSON_DEPTH = 32;

export function bodyLimitsOf(body: EdgeConfig['body']): BodyLimits {
  return {
    maxBytes: body.maxBytes,
    maxFields: body.maxFields,
    maxDepth: MAX_JSON_DEPTH,
    budget: new BodyBudget(body.maxInflightBytes),
  };
}
