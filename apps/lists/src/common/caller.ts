import { type BusRequest, CommandError } from '@mail/contracts';
import { paramId } from '@mail/values';

/**
 * The user a command acts for: the authenticated user, or for an administrator the `UserID` parameter
 * (admin credentials are accepted on user commands and act on a named user's data).
 */
export function callerUserId(req: BusRequest<object>): number {
  const auth = req.auth;
  if (auth?.kind === 'user' && auth.userId) return auth.userId;
  if (auth?.kind === 'admin') {
    const id = paramId((req.params as { userid?: unknown }).userid);
    if (id) return id;
  }
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}
