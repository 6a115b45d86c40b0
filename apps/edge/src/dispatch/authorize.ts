import type { AuthContext, CommandSpec } from '@mail/contracts';

import type { ApiCredentialStrategy } from '../auth/api-credential.strategy';
import { runStrategy } from '../auth/run-strategy';
import type { Credentials } from './auth-resolver';
import { authorizeClientScope } from './client-scope';
import { hasAny } from './credentials';

export type Authorized = { ok: true; auth: AuthContext | null } | { ok: false; code: number; message: string } | { ok: false; hard: number; message?: string };

const INVALID = { ok: false as const, code: 99998, message: 'Invalid API key or session' };
const ADMIN_ONLY = { ok: false as const, code: 99998, message: 'This command requires administrator credentials' };
const USER_ONLY = { ok: false as const, code: 99998, message: 'This command requires a user API key or session' };

/**
 * Applies the command's auth scope. User-scope commands marked `userAdministration` or `adminActsForUser` in
 * their contract also accept administrator credentials; every other user-scope command needs a user.
 * `user-or-subscriber` also takes a subscriber session (subscriber.login's SessionID), and no other scope does.
 */
export async function authorize(command: CommandSpec, credentials: Credentials, ip: string, strategy: ApiCredentialStrategy): Promise<Authorized> {
  const attempt = (order: (keyof Credentials)[]) => runStrategy(strategy, { credentials, ip }, { order });
  switch (command.auth) {
    case 'none':
    case 'sender-domain-key':
    case 'admin-key':
      return { ok: true, auth: null };
    case 'session-only': {
      const outcome = await attempt(['sessionId']);
      if (!outcome.ok) return outcome;
      return outcome.auth.kind === 'user' ? outcome : USER_ONLY;
    }
    case 'admin': {
      const outcome = await attempt(['adminApiKey', 'sessionId', 'bearer']);
      if (!outcome.ok) return outcome;
      return outcome.auth.kind === 'admin' ? outcome : ADMIN_ONLY;
    }
    case 'client':
    case 'user-or-client':
      return authorizeClientScope(command.auth, credentials, attempt);
    case 'user':
    case 'user-or-admin':
    case 'user-or-subscriber': {
      if (!hasAny(credentials)) return INVALID;
      // On user administration an explicit AdminAPIKey wins: there `APIKey` may be a parameter (User.Update's new key).
      const outcome = await attempt(
        command.userAdministration ? ['adminApiKey', 'sessionId', 'apiKey', 'bearer'] : ['sessionId', 'apiKey', 'bearer', 'adminApiKey'],
      );
      if (!outcome.ok) return outcome;
      if (outcome.auth.kind === 'client') return USER_ONLY; // a client session reaches only the client scopes
      // a subscriber session (subscriber.login) reaches only the commands open to it; lists limits it to its subscriber
      if (outcome.auth.kind === 'subscriber') return command.auth === 'user-or-subscriber' ? outcome : USER_ONLY;
      const adminAllowed = command.auth === 'user-or-admin' || command.userAdministration === true || command.adminActsForUser !== undefined;
      return outcome.auth.kind === 'admin' && !adminAllowed ? USER_ONLY : outcome;
    }
  }
}
