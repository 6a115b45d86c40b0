import { AuthCache } from './auth-cache';

const auth = (userId: number) => ({ kind: 'user' as const, userId, via: 'apikey' as const, permissions: '*' as const });

describe(AuthCache.name, () => {
  it('expires entries by TTL', () => {
    const cache = new AuthCache();
    cache.set('a', 'h1', auth(1), 10, 0);
    expect(cache.get('a', 9_999)?.userId).toBe(1);
    expect(cache.get('a', 10_000)).toBeUndefined();
  });

  it('evicts by credential hash and by user', () => {
    const cache = new AuthCache();
    cache.set('a', 'h1', auth(1), 60, 0);
    cache.set('b', 'h2', auth(1), 60, 0);
    cache.set('c', 'h3', auth(2), 60, 0);
    expect(cache.evict({ credentialHash: 'h1' })).toBe(1);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.evict({ userId: 1 })).toBe(1);
    expect(cache.get('c', 1)?.userId).toBe(2);
  });

  it("evicts a client session when its owner is revoked (the owner is never the session's userId)", () => {
    const cache = new AuthCache();
    cache.set('s', 'h9', { kind: 'client', clientId: 4, ownerUserId: 7, via: 'session', permissions: '*' }, 60, 0);
    expect(cache.evict({ userId: 4 })).toBe(0);
    expect(cache.evict({ userId: 7 })).toBe(1);
  });

  it('stays bounded', () => {
    const cache = new AuthCache(2);
    cache.set('a', 'h', auth(1), 60, 0);
    cache.set('b', 'h', auth(2), 60, 0);
    cache.set('c', 'h', auth(3), 60, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    expect(cache.get('c', 1)?.userId).toBe(3);
  });
});
