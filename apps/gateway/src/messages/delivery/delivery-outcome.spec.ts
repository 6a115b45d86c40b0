import { afterFailure, MAX_ATTEMPTS } from './delivery-outcome';

describe(afterFailure.name, () => {
  it('fails a message the server refused for good, at once', () => {
    expect(afterFailure(Object.assign(new Error('550 no such user'), { responseCode: 550 }), 1)).toEqual({ kind: 'failed', error: '550 no such user' });
  });

  it('tries a transient failure again with a doubling delay, until the last try', () => {
    const busy = Object.assign(new Error('421 busy'), { responseCode: 421 });
    expect([1, 2, 3].map((a) => afterFailure(busy, a))).toEqual([30, 60, 120].map((delaySeconds) => ({ kind: 'retry', error: '421 busy', delaySeconds })));
    expect(afterFailure(new Error('ECONNREFUSED'), MAX_ATTEMPTS).kind).toBe('failed');
  });
});
