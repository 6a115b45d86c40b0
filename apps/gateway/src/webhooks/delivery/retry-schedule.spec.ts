import { nextRetryDelay } from './retry-schedule';

describe(nextRetryDelay.name, () => {
  it('doubles from the base, capped at 6 hours', () => {
    expect([1, 2, 3, 4].map((a) => nextRetryDelay(a, 30))).toEqual([30, 60, 120, 240]);
    expect(nextRetryDelay(11, 30)).toBe(21_600);
  });

  it('keeps retrying for at least 24 hours, then gives up', () => {
    let waited = 0;
    let attempt = 1;
    for (let d = nextRetryDelay(attempt, 30); d !== undefined; d = nextRetryDelay(++attempt, 30)) waited += d;
    expect(waited).toBeGreaterThanOrEqual(24 * 3600);
    expect(attempt).toBeLessThan(20);
  });
});
