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
});
