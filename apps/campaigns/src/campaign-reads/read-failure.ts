import { CommandError } from '@mail/contracts';
import { paramInt } from '@mail/values';

/** a read's failure: old clients read `ErrorMessage` (the vendor's key) where we send `ErrorText`, so both are sent */
export function readFailure(code: number, message: string, extra: Record<string, unknown> = {}): CommandError {
  return new CommandError(code, message, { extra: { ErrorMessage: message, ...extra } });
}

/** RecordsFrom / RecordsPerRequest: offset 0 and 25 rows unless given, at most 1000 */
export function pageOf(from: unknown, perRequest: unknown): { offset: number; limit: number } {
  const offset = paramInt(from, 0);
  const limit = paramInt(perRequest, 25);
  return { offset: Math.max(offset, 0), limit: limit > 0 ? Math.min(limit, 1000) : 25 };
}
