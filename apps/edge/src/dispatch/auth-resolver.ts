import { createHash } from 'node:crypto';

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { type AuthContext, type AuthResolveReply, type AuthResolveRequest, Broadcasts, HardFailure, isSubscriberSessionToken, Queries } from '@mail/contracts';

import { EDGE_CONFIG, type EdgeConfig } from '../edge.config';

import { AuthCache } from './auth-cache';

const AUTH_UNAVAILABLE = (service: string) => `The authentication service (${service}) could not be reached to check the credentials.`;
const AUTH_FAILED = (service: string) => `The authentication service (${service}) failed to check the credentials.`;

export type Credentials = Omit<AuthResolveRequest, 'ip'>;
export type AuthOutcome = { ok: true; auth: AuthContext } | { ok: false; code: number; message: string } | { ok: false; hard: number; message?: string };

/**
 * Resolves credentials through accounts (a subscriber session, by its shape, through lists, which signs it), cached
 * per credential+ip, with in-flight coalescing.
 */
@Injectable()
export class AuthResolver implements OnModuleInit {
  private readonly cache = new AuthCache();
  private readonly inFlight = new Map<string, Promise<AuthOutcome>>();
  private readonly maxTtl: number;

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    @Inject(EDGE_CONFIG) config: Pick<EdgeConfig, 'authCacheTtlSeconds'>,
  ) {
    this.maxTtl = config.authCacheTtlSeconds;
  }

  async onModuleInit(): Promise<void> {
    await this.bus.onBroadcast(Broadcasts.AuthRevoked, (revoked) => this.cache.evict(revoked));
  }

  async resolve(credentials: Credentials, ip: string): Promise<AuthOutcome> {
    const credential = credentials.sessionId ?? credentials.apiKey ?? credentials.adminApiKey ?? credentials.bearer ?? '';
    const kind = credentials.sessionId ? 's' : credentials.apiKey ? 'k' : credentials.adminApiKey ? 'a' : 'b';
    // Keyed by the credential itself (this process holds it anyway); hashed only on a miss, for eviction.
    const key = `${kind}:${ip}:${credential}`;
    const cached = this.cache.get(key);
    if (cached) return { ok: true, auth: cached };
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const credentialHash = createHash('sha256').update(credential).digest('hex');
    const lookup = this.lookup({ ...credentials, ip }, key, credentialHash).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, lookup);
    return lookup;
  }

  private async lookup(request: AuthResolveRequest, key: string, credentialHash: string): Promise<AuthOutcome> {
    let result: AuthResolveReply;
    const subscriber = isSubscriberSessionToken(request.sessionId);
    const service = subscriber ? 'lists' : 'accounts';
    try {
      result = subscriber
        ? await this.bus.query(Queries.SubscriberSessionResolve, { token: request.sessionId as string }, 5000)
        : await this.bus.query(Queries.AuthResolve, request, 5000);
    } catch (error) {
      if (error instanceof QueryFailedError) return { ok: false, hard: error.hard ?? HardFailure.UnhandledException, message: AUTH_FAILED(service) };
      // Not the command's handler that is missing but authentication: a component, so 100004 naming it.
      return { ok: false, hard: HardFailure.ComponentUnavailable, message: AUTH_UNAVAILABLE(service) };
    }
    if (!result.ok) return { ok: false, code: result.code, message: result.message };
    this.cache.set(key, credentialHash, result.auth, Math.min(result.ttl, this.maxTtl));
    return { ok: true, auth: result.auth };
  }
}
