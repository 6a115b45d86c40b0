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
});
