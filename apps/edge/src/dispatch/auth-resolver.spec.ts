import { createHash } from 'node:crypto';

import type { Bus } from '@mail/bus';
import type { AuthResolveReply, CredentialRevokedEvent } from '@mail/contracts';

import { AuthResolver } from './auth-resolver';

/** A bus shared by several edge replicas: accounts' AuthResolve answers, broadcasts reach every replica. */
function sharedBus(valid: Set<string>) {
  const listeners: ((event: CredentialRevokedEvent) => void)[] = [];
  const asked: string[] = [];
  const bus = {
    query: async (_q: unknown, request: { apiKey?: string }): Promise<AuthResolveReply> => {
      asked.push(request.apiKey ?? '');
      return valid.has(request.apiKey ?? '')
        ? { ok: true, auth: { kind: 'user', userId: 7, via: 'apikey', permissions: '*' }, ttl: 30 }
        : { ok: false, code: 99998, message: 'Invalid API key or session' };
    },
    onBroadcast: async (_b: unknown, listener: (event: CredentialRevokedEvent) => void) => void listeners.push(listener),
    broadcast: async (_b: unknown, event: CredentialRevokedEvent) => listeners.forEach((listener) => listener(event)),
  };
  return { bus: bus as unknown as Bus, asked };
}

describe(AuthResolver.name, () => {
  it('drops a revoked API key from the cache of every replica at once, well inside the TTL', async () => {
    const valid = new Set(['k'.repeat(48)]);
    const { bus, asked } = sharedBus(valid);
    const replicas = [new AuthResolver(bus, { authCacheTtlSeconds: 30 }), new AuthResolver(bus, { authCacheTtlSeconds: 30 })];
    for (const replica of replicas) await replica.onModuleInit();
    const key = 'k'.repeat(48);
    for (const replica of replicas) expect((await replica.resolve({ apiKey: key }, '10.0.0.1')).ok).toBe(true);
    for (const replica of replicas) expect((await replica.resolve({ apiKey: key }, '10.0.0.1')).ok).toBe(true);
    expect(asked).toHaveLength(2); // the second round came from each replica's cache

    valid.delete(key); // accounts deleted it (user.apikey.delete) and broadcasts the revocation
    await bus.broadcast({} as never, { credentialHash: createHash('sha256').update(key).digest('hex') } as never);

    for (const replica of replicas) expect(await replica.resolve({ apiKey: key }, '10.0.0.1')).toMatchObject({ ok: false, code: 99998 });
    expect(asked).toHaveLength(4);
  });
});
