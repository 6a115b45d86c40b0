import type { AuthContext } from '../bus-envelope';

/** Credentials the edge found on a request, sent to accounts for resolution. */
export interface AuthResolveRequest {
  apiKey?: string;
  sessionId?: string;
  adminApiKey?: string;
  bearer?: string;
  ip: string;
}

export type AuthResolveReply =
  { ok: true; auth: AuthContext; /** seconds the edge may cache this */ ttl: number } | { ok: false; code: 99998 | 99999; message: string };

export interface CredentialRevokedEvent {
  /** the hashed credential (sha256 hex) the edge uses as its cache key */
  credentialHash?: string;
  userId?: number;
  adminId?: number;
}
