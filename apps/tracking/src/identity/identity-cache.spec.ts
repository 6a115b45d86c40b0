import { IdentityCache } from './identity-cache';

describe(IdentityCache.name, () => {
  it('evicts every key of a deleted subscriber, and only theirs', () => {
    const cache = new IdentityCache();
    cache.set('1\nemail\na@example.com', 10);
    cache.set('1\nexternal\nx-1', 10);
    cache.set('1\nemail\nb@example.com', 11);
    cache.evict(10);
    expect([cache.get('1\nemail\na@example.com'), cache.get('1\nexternal\nx-1'), cache.get('1\nemail\nb@example.com')]).toEqual([undefined, undefined, 11]);
  });

  it('keeps a key that now names another subscriber when the old one is evicted', () => {
    const cache = new IdentityCache();
    cache.set('1\nemail\na@example.com', 10);
    cache.set('1\nemail\na@example.com', 12);
    cache.evict(10);
    expect(cache.get('1\nemail\na@example.com')).toBe(12);
  });
});
