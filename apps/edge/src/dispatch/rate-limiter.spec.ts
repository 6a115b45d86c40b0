import { readEdgeConfig } from '../edge.config';
import { RateLimiter } from './rate-limiter';

describe(RateLimiter.name, () => {
  // the in-memory counters expire on Date.now() and timers: a fake clock moves past the window
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('allows N per window, then tells how long to wait, then resets', async () => {
    const limiter = new RateLimiter(readEdgeConfig());
    const limit = { requests: 2, windowSeconds: 1 };
    expect(await limiter.hit('k', limit)).toEqual({ allowed: true });
    expect(await limiter.hit('k', limit)).toEqual({ allowed: true });
    expect(await limiter.hit('k', limit)).toEqual({ allowed: false, retryAfter: 1 });
    expect(await limiter.hit('other', limit)).toEqual({ allowed: true });
    await jest.advanceTimersByTimeAsync(1100);
    expect(await limiter.hit('k', limit)).toEqual({ allowed: true });
  });

  it('counts separately per window size', async () => {
    const limiter = new RateLimiter(readEdgeConfig());
    expect(await limiter.hit('k', { requests: 1, windowSeconds: 60 })).toEqual({ allowed: true });
    expect(await limiter.hit('k', { requests: 1, windowSeconds: 30 })).toEqual({ allowed: true });
    expect(await limiter.hit('k', { requests: 1, windowSeconds: 60 })).toMatchObject({ allowed: false });
  });
});
