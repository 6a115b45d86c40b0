import { SmtpError } from '@mail/mail';

import { MAX_ATTEMPTS, outcomeOfError } from './smtp-outcome';

describe(outcomeOfError.name, () => {
  const err = (fields: Record<string, unknown>) => Object.assign(new Error('boom'), fields);

  it('fails a permanent refusal and a malformed envelope at once', () => {
    expect(outcomeOfError(1, 1, err({ responseCode: 550, command: 'RCPT TO' }))).toEqual({ id: 1, state: 'failed', error: '550 boom' });
    expect(outcomeOfError(1, 1, err({ code: 'EENVELOPE' })).state).toBe('failed');
  });

  it('queues a temporary refusal or an unreachable server again, until the attempts run out', () => {
    expect(outcomeOfError(1, 1, err({ responseCode: 421, command: 'MAIL FROM' })).state).toBe('queued');
    expect(outcomeOfError(1, 1, err({ code: 'ECONNECTION', command: 'CONN' })).state).toBe('queued');
    expect(outcomeOfError(1, MAX_ATTEMPTS, err({ responseCode: 451 })).state).toBe('failed');
  });

  it('records a transfer cut short as unknown (the server may have taken it)', () => {
    expect(outcomeOfError(1, 1, err({ code: 'ETIMEDOUT', command: 'DATA' })).state).toBe('unknown');
    expect(outcomeOfError(1, 1, err({ code: 'ESOCKET' })).state).toBe('unknown');
  });

  it('reads the errors of our SMTP client (SMTP_CLIENT=pipelined) the same way', () => {
    const reply = (code: number, message: string) => ({ code, text: `${code} ${message}`, lines: [message], message, enhancedStatus: message.split(' ')[0] });
    expect(outcomeOfError(1, 1, new SmtpError('RCPT TO refused', 'EENVELOPE', 'RCPT TO', reply(550, '5.1.1 no such user'))).state).toBe('failed');
    expect(outcomeOfError(1, 1, new SmtpError('RCPT TO refused', 'EENVELOPE', 'RCPT TO', reply(451, '4.2.1 busy'))).state).toBe('queued');
    expect(outcomeOfError(1, 1, new SmtpError('not a usable address', 'EENVELOPE', 'RCPT TO')).state).toBe('failed');
    // a login refused with 535 is the relay's configuration, not the recipient's: tried again, never failed at once
    expect(outcomeOfError(1, 1, new SmtpError('AUTH PLAIN refused', 'EAUTH', 'AUTH', reply(535, '5.7.8 bad'), { refusal: false })).state).toBe('queued');
    expect(outcomeOfError(1, 1, new SmtpError('lost', 'ECONNECTION', 'CONN')).state).toBe('queued');
    expect(outcomeOfError(1, 1, new SmtpError('lost after the content', 'ESOCKET', 'DATA')).state).toBe('unknown');
    expect(outcomeOfError(1, 1, new SmtpError('silent after the content', 'ETIMEDOUT', 'DATA')).state).toBe('unknown');
  });
});
