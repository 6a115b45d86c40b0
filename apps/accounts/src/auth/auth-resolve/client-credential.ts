import type { AuthContext, AuthResolveReply } from '@mail/contracts';

/** the fields of a credential row (auth-resolve.policy's CredentialRow) a client session is judged by */
export interface ClientSessionRow {
  id: string;
  expires_at: Date | string | null;
  account_status: string | null;
  client_id?: number | null;
  /** the owner */
  user_id: number | null;
}

const INVALID = { ok: false, code: 99998, message: 'Invalid API key or session' } as const;
const EXPIRED = { ok: false, code: 99999, message: 'Session expired' } as const;

/**
 * A client (sub-account) session from client.login: the `client` credential scope. It carries the client id and
 * never the owner's user id, so no user-scope command can act for the owner with it (the edge refuses it there,
 * and `caller.userId` answers 99998). A disabled client, or a client whose owner is disabled, is refused.
 */
export function evaluateClientSession(row: ClientSessionRow, via: AuthContext['via'], ttl: number, now: Date): AuthResolveReply {
  const expiresAt = row.expires_at ? new Date(row.expires_at) : now;
  const remaining = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  if (remaining <= 0) return EXPIRED;
  if (row.account_status !== 'Enabled' || !row.client_id) return INVALID;
  return {
    ok: true,
    ttl: Math.max(1, Math.min(ttl, remaining)),
    auth: {
      kind: 'client',
      clientId: Number(row.client_id),
      ownerUserId: row.user_id ?? undefined,
      via,
      permissions: '*',
      credentialId: `clientsession:${row.id}`,
    },
  };
}
