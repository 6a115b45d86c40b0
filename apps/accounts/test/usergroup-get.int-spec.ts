import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** usergroup.get on the in-process bus against a scratch database of its own. */
describe('usergroup.get (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'usergroup-get');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers 2 for an unknown group and 1 without an id', async () => {
    expect(await h.call('usergroup.get', { usergroupid: '999' }, ADMIN)).toMatchObject({
      ok: false,
      failure: { errors: [expect.objectContaining({ code: 2 })] },
    });
    expect(await h.call('usergroup.get', {}, ADMIN)).toMatchObject({ ok: false, failure: { errors: [expect.objectContaining({ code: 1 })] } });
  });
});
