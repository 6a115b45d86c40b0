import { type BusRequest, CommandError } from '@mail/contracts';

/** The user an email command acts for. Email commands take user credentials only (no contract allows an administrator). */
export function callerUserId(req: Pick<BusRequest, 'auth'>): number {
  if (req.auth?.kind === 'user' && req.auth.userId) return req.auth.userId;
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}

/** An id the request DTO already checked (a positive integer, maybe as text). */
export function idParam(value: unknown): number {
  return Number(String(value).trim());
}

/** A text parameter as given, or undefined when absent (an empty string is a value: it clears a field). */
export function textParam(value: unknown): string | undefined {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'string') return first;
  return typeof first === 'number' || typeof first === 'boolean' ? String(first) : undefined;
}
