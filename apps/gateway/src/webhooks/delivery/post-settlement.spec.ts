import { givenUp, settlementOf } from './post-settlement';

const post = { eventId: 7, webhookId: 3, attempt: 2 };

describe(settlementOf.name, () => {
  it('ends a 2xx', () => {
    const s = settlementOf(post, { statusCode: 204, error: null, blocked: false }, 30);
    expect(s).toEqual({ ...post, statusCode: 204, error: null, retryInSeconds: null });
    expect(givenUp(s)).toBe(false);
  });

  it('tries a failure again after the schedule’s delay for its attempt', () => {
    expect(settlementOf(post, { statusCode: 500, error: 'HTTP 500', blocked: false }, 30).retryInSeconds).toBe(60);
    expect(settlementOf({ ...post, attempt: 1 }, { statusCode: null, error: 'timeout: no answer', blocked: false }, 1).retryInSeconds).toBe(1);
  });

  it('gives up on an address the guard refused, and once the schedule is over', () => {
    const blocked = settlementOf(post, { statusCode: null, error: 'blocked-address: 10.0.0.1 is not allowed', blocked: true }, 30);
    expect([blocked.retryInSeconds, givenUp(blocked)]).toEqual([null, true]);
    const late = settlementOf({ ...post, attempt: 14 }, { statusCode: 503, error: 'HTTP 503', blocked: false }, 30);
    expect([late.retryInSeconds, givenUp(late)]).toEqual([null, true]);
  });
});
