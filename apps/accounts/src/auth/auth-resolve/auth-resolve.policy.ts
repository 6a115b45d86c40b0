import type { AuthContext, AuthResolveReply, AuthResolveRequest } from '@mail/contracts';

import { sha256Hex } from '../../shared/crypto/secret-hash';
import { ipAllowed } from '../../shared/ip/ip-allow-list';
import { isBlockedStatus } from '../../users/user.row';
import { evaluateClientSession } from './client-credential';

/** One credential record found by hash: a session, a user API key, an administrator key or a client session. */
export interface CredentialRow {
  kind: 'session' | 'apikey' | 'adminkey' | 'clientsession';
  id: string;
  hash: string;
  user_id: number | null;
  admin_id: number | null;
  expires_at: Date | string | null;
  permissions: string[] | null;
  bound_ip: string;
  account_status: string | null;
  allowed_ips: string;
  /** a client session's client (client-credential.ts) */
  client_id?: number | null;
}

export const INVALID = { ok: false, code: 99998, message: 'Invalid API key or session' } as const;
export const IP_DENIED = { ok: false, code: 99998, message: 'Access from this IP address is not allowed' } as const;
export const EXPIRED = { ok: false, code: 99999, message: 'Session expired' } as const;

type Candidate = { raw: string; kinds: CredentialRow['kind'][]; bearer: boolean };

/**
 * The credentials of a request, in the order they are tried. The admin key comes first so that an
 * administrator may pass a user's new `APIKey` as a parameter of User.Update.
 */
export function candidates(request: AuthResolveRequest): Candidate[] {
  const list: Candidate[] = [];
  const add = (raw: string | undefined, kinds: CredentialRow['kind'][], bearer = false) => {
    const value = raw?.trim();
    if (value) list.push({ raw: value, kinds, bearer });
  };
  add(request.adminApiKey, ['adminkey']);
  add(request.sessionId, ['session', 'clientsession']);
  add(request.apiKey, ['apikey']);
  add(request.bearer, ['apikey', 'session', 'adminkey', 'clientsession'], true);
  return list;
}

export function candidateHashes(request: AuthResolveRequest): string[] {
  return [...new Set(candidates(request).map((c) => sha256Hex(c.raw)))];
}

/** First credential that is valid wins; otherwise the first specific failure (expired, IP) or 99998. */
export function resolve(request: AuthResolveRequest, rows: CredentialRow[], cacheTtlSeconds: number, now = new Date()): AuthResolveReply {
  let failure: AuthResolveReply | undefined;
  for (const candidate of candidates(request)) {
    const hash = sha256Hex(candidate.raw);
    const row = rows.find((r) => r.hash === hash && candidate.kinds.includes(r.kind));
    if (!row) continue;
    const outcome = evaluate(row, request.ip ?? '', candidate.bearer, cacheTtlSeconds, now);
    if (outcome.ok) return outcome;
    failure ??= outcome;
  }
  return failure ?? INVALID;
}

function evaluate(row: CredentialRow, ip: string, bearer: boolean, ttl: number, now: Date): AuthResolveReply {
  const via = (own: AuthContext['via']): AuthContext['via'] => (bearer ? 'bearer' : own);
  if (row.kind === 'clientsession') return evaluateClientSession(row, via('session'), ttl, now);
  if (row.kind === 'adminkey') {
    return {
      ok: true,
      ttl,
      auth: { kind: 'admin', adminId: Number(row.admin_id), via: via('adminapikey'), permissions: '*', credentialId: `adminkey:${row.id}` },
    };
  }
  if (row.kind === 'apikey') {
    if (row.account_status === null || isBlockedStatus(row.account_status)) return INVALID;
    if (row.bound_ip && !ipAllowed(row.bound_ip, ip)) return IP_DENIED;
    const permissions = row.permissions?.length ? row.permissions : '*';
    return { ok: true, ttl, auth: { kind: 'user', userId: Number(row.user_id), via: via('apikey'), permissions, credentialId: `apikey:${row.id}` } };
  }
  const expiresAt = row.expires_at ? new Date(row.expires_at) : now;
  const remaining = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  if (remaining <= 0) return EXPIRED;
  const sessionTtl = Math.max(1, Math.min(ttl, remaining));
  if (row.admin_id !== null) {
    return {
      ok: true,
      ttl: sessionTtl,
      auth: { kind: 'admin', adminId: Number(row.admin_id), via: via('session'), permissions: '*', credentialId: `session:${row.id}` },
    };
  }
  if (row.account_status === null || isBlockedStatus(row.account_status)) return INVALID;
  if (!ipAllowed(row.allowed_ips ?? '', ip)) return IP_DENIED;
  return {
    ok: true,
    ttl: sessionTtl,
    auth: { kind: 'user', userId: Number(row.user_id), via: via('session'), permissions: '*', credentialId: `session:${row.id}` },
  };
}
