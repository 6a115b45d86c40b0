import { RateLimiter } from './rate-limiter';

describe(RateLimiter.name, () => {
  it('allows N per window, then tells how long to wait, then resets', () => {
    const limiter = new RateLimiter();
    const limit = { requests: 2, windowSeconds: 60 };
    expect(limiter.hit('k', limit, 0)).toEqual({ allowed: true });
    expect(limiter.hit('k', limit, 1000)).toEqual({ allowed: true });
    expect(limiter.hit('k', limit, 2000)).toEqual({ allowed: false, retryAfter: 58 });
    expect(limiter.hit('other', limit, 2000)).toEqual({ allowed: true });
    expect(limiter.hit('k', limit, 60_000)).toEqual({ allowed: true });
  });
});
