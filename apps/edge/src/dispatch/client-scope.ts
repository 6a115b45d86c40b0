import type { AuthScope } from '@mail/contracts';

import type { AuthOutcome, Credentials } from './auth-resolver';
import { hasAny } from './credentials';

const INVALID = { ok: false as const, code: 99998, message: 'Invalid API key or session' };
const CLIENT_ONLY = { ok: false as const, code: 99998, message: 'This command requires a client session (SessionID from client.login)' };

/**
 * The client scopes: `client` takes only a client session (client.login's SessionID, or the same token as a
 * bearer); `user-or-client` also takes a user credential (client.update from the owning user). A user's or an
 * administrator's credential on a client-only command is refused, as a client session is on every other scope.
 */
export async function authorizeClientScope(
  scope: Extract<AuthScope, 'client' | 'user-or-client'>,
  credentials: Credentials,
  attempt: (order: (keyof Credentials)[]) => Promise<AuthOutcome>,
): Promise<AuthOutcome> {
  if (!hasAny(credentials)) return INVALID;
  const outcome = await attempt(scope === 'client' ? ['sessionId', 'bearer'] : ['sessionId', 'apiKey', 'bearer']);
  if (!outcome.ok) return outcome;
  if (outcome.auth.kind === 'client' || (scope === 'user-or-client' && outcome.auth.kind === 'user')) return outcome;
  return CLIENT_ONLY;
}
