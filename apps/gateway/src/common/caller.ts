import { type BusRequest, CommandError } from '@mail/contracts';

/** The user a gateway command acts for: the edge lets only user credentials through to them. */
export function actingUserId(req: BusRequest<object>): number {
  if (req.auth?.kind === 'user' && req.auth.userId) return req.auth.userId;
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}

/** A positive integer id from a parameter, or undefined. */
export function positiveId(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}
