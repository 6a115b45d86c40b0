import { SmtpError } from '@mail/mail';

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

  it('never tries again a message whose content was written when the connection was lost or went silent', () => {
    expect(afterFailure(new SmtpError('lost after the content', 'ESOCKET', 'DATA'), 1)).toEqual({ kind: 'unknown', error: 'lost after the content' });
    expect(afterFailure(new SmtpError('silent after the content', 'ETIMEDOUT', 'DATA'), 1).kind).toBe('unknown');
    expect(afterFailure(new SmtpError('lost before the content', 'ESOCKET', 'RCPT TO'), 1).kind).toBe('retry');
  });
});
