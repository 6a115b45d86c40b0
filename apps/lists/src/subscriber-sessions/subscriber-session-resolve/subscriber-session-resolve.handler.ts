import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type AuthResolveReply, Queries, type SubscriberSessionResolveRequest } from '@mail/contracts';

import { SubscriberSessionsRepository } from '../subscriber-sessions.repository';
import { SubscriberSessionTokens } from '../subscriber-session.tokens';

/** how long the edge may keep a resolved subscriber session (a deleted subscriber is refused by the command anyway) */
const CACHE_SECONDS = 60;

/**
 * Queries.SubscriberSessionResolve: the edge's check of subscriber.login's SessionID. A genuine token whose
 * subscriber is still on its list resolves to the `subscriber` credential (its list and subscriber, no user id);
 * an expired one is 99999, anything else 99998.
 */
@Controller()
export class SubscriberSessionResolveHandler {
  constructor(
    private readonly tokens: SubscriberSessionTokens,
    private readonly sessions: SubscriberSessionsRepository,
  ) {}

  @HandlesQuery(Queries.SubscriberSessionResolve)
  async handle(request: SubscriberSessionResolveRequest): Promise<AuthResolveReply> {
    const signed = this.tokens.inspect(request.token);
    if (!signed) return { ok: false, code: 99998, message: 'Invalid API key or session' };
    const remaining = Math.floor((signed.expiresAt - Date.now()) / 1000);
    if (remaining <= 0) return { ok: false, code: 99999, message: 'Session expired' };
    const { listId, subscriberId } = signed.session;
    if (!(await this.sessions.subscriber(listId, subscriberId))) return { ok: false, code: 99998, message: 'Invalid API key or session' };
    return {
      ok: true,
      ttl: Math.max(1, Math.min(CACHE_SECONDS, remaining)),
      auth: { kind: 'subscriber', listId, subscriberId, via: 'session', permissions: '*', credentialId: `subscribersession:${listId}.${subscriberId}` },
    };
  }
}
