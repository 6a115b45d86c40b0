import { type BusRequest, CommandError } from '@mail/contracts';

/**
 * The user a campaign command acts for: the authenticated user, or the user an administrator acts for (the edge
 * sets it from the parameter the command's contract names, `adminActsForUser`).
 */
export function callerUserId(req: BusRequest): number {
  const userId = req.auth?.userId;
  if ((req.auth?.kind === 'user' || req.auth?.kind === 'admin') && userId && userId > 0) return userId;
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}

export function isAdminCall(req: BusRequest): boolean {
  return req.auth?.kind === 'admin';
}
