import { type BusRequest, CommandError } from '@mail/contracts';

import { ParamReader } from './params';

/**
 * The user a command acts for: the authenticated user, or for an administrator the `UserID` parameter
 * (admin credentials are accepted on user commands and act on a named user's data).
 */
export function callerUserId(req: BusRequest): number {
  const auth = req.auth;
  if (auth?.kind === 'user' && auth.userId) return auth.userId;
  if (auth?.kind === 'admin') {
    const id = new ParamReader(req.params).id('UserID');
    if (id) return id;
  }
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}
