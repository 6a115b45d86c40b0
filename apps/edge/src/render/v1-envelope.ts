import type { CommandFailure } from '@mail/contracts';

/** REST-style failure: `{ Errors: [{ Code, Message }] }`, no Success field. */
export function v1Failure(failure: CommandFailure): Record<string, unknown> {
  return { Errors: failure.errors.map((e) => ({ Code: e.code, Message: e.message })), ...(failure.extra ?? {}) };
}
