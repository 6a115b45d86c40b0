import { type BusRequest, CommandError, isPositiveId } from '@mail/contracts';

/**
 * The user a campaign command acts for: the authenticated user, or for an administrator (admin credentials are
 * accepted on user commands) the `UserID` parameter.
 */
export function callerUserId(req: BusRequest): number {
  const auth = req.auth;
  if (auth?.kind === 'user' && auth.userId) return auth.userId;
  if (auth?.kind === 'admin' && isPositiveId(req.params.userid)) return Number(req.params.userid);
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}

export function isAdminCall(req: BusRequest): boolean {
  return req.auth?.kind === 'admin';
}
