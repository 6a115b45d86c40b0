import { type BusRequest, CommandError } from '@mail/contracts';

/** The user an SMS command acts for (the edge lets only user credentials through to these commands). */
export function callerUserId(req: BusRequest<object>): number {
  if (req.auth?.kind === 'user' && req.auth.userId) return req.auth.userId;
  throw new CommandError(99998, 'Invalid API key or session.', { style: 'scalar' });
}
