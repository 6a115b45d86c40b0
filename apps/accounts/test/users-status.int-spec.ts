import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** users.status on the in-process bus against a scratch database of its own. */
describe('users.status (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'users-status');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers an empty list and 2 for a Duration out of range', async () => {
    expect(await h.call('users.status', {}, ADMIN)).toEqual({ ok: true, body: { Success: true, Users: [], Summary: { ActiveUsers: 0, IdleUsers: 0 } } });
    expect(await h.call('users.status', { duration: '91' }, ADMIN)).toMatchObject({ ok: false, failure: { errors: [expect.objectContaining({ code: 2 })] } });
  });
});
