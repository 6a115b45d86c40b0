import { CommandError, HardFailureError } from '@mail/contracts';

import { toBusReply } from './command-reply';

describe('toBusReply', () => {
  it('wraps a value', async () => {
    await expect(toBusReply(() => ({ ListID: 1 }))).resolves.toEqual({ ok: true, body: { ListID: 1 } });
  });

  it('turns a CommandError into its failure, keeping style and param', async () => {
    const reply = await toBusReply(() => {
      throw new CommandError(1, 'Missing list id', { param: 'listid' });
    });
    expect(reply).toEqual({
      ok: false,
      failure: {
        style: 'keyed',
        errors: [{ code: 1, message: 'Missing list id', param: 'listid', value: undefined }],
        httpStatus: undefined,
        extra: undefined,
      },
    });
  });

  it('keeps deliberate hard failures and hides unexpected errors behind 100005', async () => {
    await expect(toBusReply(() => Promise.reject(new HardFailureError(100004)))).resolves.toEqual({ ok: false, hard: 100004 });
    const reply = await toBusReply(() => {
      throw new Error('secret path /work/x');
    });
    expect(reply).toMatchObject({ ok: false, hard: 100005 });
    expect(JSON.stringify(reply)).not.toContain('/work');
  });

  it('answers 100004 (not 100005) when the database stopped a statement at its deadline', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    await expect(toBusReply(() => Promise.reject(cancelled))).resolves.toEqual({ ok: false, hard: 100004 });
    // TypeORM wraps the driver's error
    const wrapped = Object.assign(new Error('query failed'), { driverError: cancelled });
    await expect(toBusReply(() => Promise.reject(wrapped))).resolves.toEqual({ ok: false, hard: 100004 });
    const idle = Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), { code: '25P03' });
    await expect(toBusReply(() => Promise.reject(idle))).resolves.toEqual({ ok: false, hard: 100004 });
    await expect(toBusReply(() => Promise.reject(new Error('timeout exceeded when trying to connect')))).resolves.toEqual({ ok: false, hard: 100004 });
    const other = Object.assign(new Error('syntax error'), { code: '42601' });
    await expect(toBusReply(() => Promise.reject(other))).resolves.toMatchObject({ ok: false, hard: 100005 });
  });

  it('answers 100004 (not 100005) while the database is unreachable or restarting', async () => {
    const cases = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('query failed'), { driverError: new Error('Connection terminated unexpectedly') }),
    ];
    for (const error of cases) await expect(toBusReply(() => Promise.reject(error))).resolves.toMatchObject({ ok: false, hard: 100004 });
  });
});
