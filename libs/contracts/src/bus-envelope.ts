import type { CommandFailure } from './errors/command-error';

/** Who is calling, as resolved by the edge through accounts. Never carries a secret. */
export interface AuthContext {
  kind: 'user' | 'admin' | 'client' | 'subscriber';
  userId?: number;
  adminId?: number;
  /** a client (sub-account) session from client.login: never carries `userId` (the owner's data is reached only through the client's assignments) */
  clientId?: number;
  /**
   * a subscriber session from subscriber.login (kind 'subscriber'): the one subscriber of the one list it names;
   * never carries `userId` (lists finds the list's owner itself, after checking the command names that subscriber)
   */
  subscriberId?: number;
  listId?: number;
  /** a client session's owning user: only for evicting the session when the owner is revoked, never to act as the owner */
  ownerUserId?: number;
  /** how the caller authenticated; 'service': another service acting for the user (an unsubscribe link's campaign owner) */
  via: 'apikey' | 'session' | 'adminapikey' | 'bearer' | 'sender-key' | 'service';
  /** permission names the credential carries; '*' = all */
  permissions: string[] | '*';
  /** id of the session or API key record, for revocation and audit */
  credentialId?: string;
  /** gateway sender-domain id when authenticated with a sender key */
  domainId?: number;
}

export interface RequestMeta {
  ip: string;
  userAgent?: string;
  /** base URL the client used, for links the reply contains */
  baseUrl?: string;
  method?: string;
  /** raw bearer credential for scopes the owning service checks itself (sender-domain-key) */
  credential?: string;
  /** the etag of the body the caller keeps from an earlier answer (JsonText with an etag): the handler may answer NotModified */
  ifNoneMatch?: string;
}

/** What crosses the bus for a command: JSON only, identical for NATS and in-process. */
export interface BusRequest<P = Record<string, unknown>> {
  command: string;
  params: P;
  auth: AuthContext | null;
  requestId: string;
  meta: RequestMeta;
}

export type BusReply<T = unknown> = { ok: true; body: T } | { ok: false; failure: CommandFailure } | { ok: false; hard: number; message?: string };

export function isHardReply(reply: BusReply): reply is { ok: false; hard: number; message?: string } {
  return reply.ok === false && 'hard' in reply;
}
