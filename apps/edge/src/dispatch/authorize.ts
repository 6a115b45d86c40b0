import type { AuthContext, CommandSpec } from '@mail/contracts';

import type { AuthOutcome, AuthResolver, Credentials } from './auth-resolver';
import { hasAny } from './credentials';

export type Authorized = { ok: true; auth: AuthContext | null } | { ok: false; code: number; message: string } | { ok: false; hard: number };

const INVALID = { ok: false as const, code: 99998, message: 'Invalid API key or session.' };
const ADMIN_ONLY = { ok: false as const, code: 99998, message: 'This command requires administrator credentials.' };

/**
 * Applies the command's auth scope. User-scope commands of the accounts service also accept
 * administrator credentials (user administration); every other user-scope command needs a user.
 */
export async function authorize(command: CommandSpec, credentials: Credentials, ip: string, resolver: AuthResolver): Promise<Authorized> {
  switch (command.auth) {
    case 'none':
    case 'sender-domain-key':
    case 'hashed-id':
    case 'admin-key':
      return { ok: true, auth: null };
    case 'session-only': {
      if (!credentials.sessionId) return INVALID;
      const outcome = await resolver.resolve({ sessionId: credentials.sessionId }, ip);
      return outcome.ok && outcome.auth.kind === 'user' ? outcome : failed(outcome);
    }
    case 'admin': {
      const outcome = await resolveFirst(credentials, ['adminApiKey', 'sessionId', 'bearer'], ip, resolver);
      if (!outcome) return INVALID;
      if (!outcome.ok) return outcome;
      return outcome.auth.kind === 'admin' ? outcome : ADMIN_ONLY;
    }
    case 'user':
    case 'user-or-admin': {
      if (!hasAny(credentials)) return INVALID;
      // On user administration (accounts) an explicit AdminAPIKey wins: there `APIKey` may be a parameter (User.Update's new key).
      const order: (keyof Credentials)[] = command.service === 'accounts' ? ['adminApiKey', 'sessionId', 'apiKey', 'bearer'] : ['sessionId', 'apiKey', 'bearer', 'adminApiKey'];
      const outcome = await resolveFirst(credentials, order, ip, resolver);
      if (!outcome) return INVALID;
      if (!outcome.ok) return outcome;
      const adminAllowed = command.auth === 'user-or-admin' || command.service === 'accounts';
      if (outcome.auth.kind === 'admin' && !adminAllowed) return { ok: false, code: 99998, message: 'This command requires a user API key or session.' };
      return outcome;
    }
  }
}

async function resolveFirst(credentials: Credentials, order: (keyof Credentials)[], ip: string, resolver: AuthResolver): Promise<AuthOutcome | undefined> {
  const field = order.find((k) => credentials[k]);
  if (!field) return undefined;
  return resolver.resolve({ [field]: credentials[field] }, ip);
}

function failed(outcome: AuthOutcome): Authorized {
  return outcome.ok ? INVALID : outcome;
}
