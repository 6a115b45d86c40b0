import { type ValidationError, validateSync } from 'class-validator';

import type { QueryDefinition, QueryRequestOf } from '@mail/contracts';

/** A request that does not match its query's class: the sender's mistake, answered as an internal error. */
export class InvalidQueryError extends Error {
  constructor(subject: string, problem: string) {
    super(`Invalid request for ${subject}: ${problem}`);
    this.name = 'InvalidQueryError';
  }
}

/** Checks an internal query's request against the class-validator decorators of its request class. */
export function validateQuery<Q extends QueryDefinition>(query: Q, payload: unknown): QueryRequestOf<Q> {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) throw new InvalidQueryError(query.subject, 'the request is not an object');
  const instance = Object.assign(new query.request(), payload) as QueryRequestOf<Q>;
  const errors = validateSync(instance, { forbidUnknownValues: false });
  if (errors.length) throw new InvalidQueryError(query.subject, errors.map(describe).join('; '));
  return instance;
}

function describe(error: ValidationError): string {
  if (error.children?.length) return describe(error.children[0]);
  return Object.values(error.constraints ?? {})[0] ?? `${error.property} is invalid`;
}
