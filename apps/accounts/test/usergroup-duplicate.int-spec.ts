import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** usergroup.duplicate on the in-process bus against a scratch database of its own. */
describe('usergroup.duplicate (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'usergroup-duplicate');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('copies a group under a new id; 2 for an unknown one', async () => {
    const groups = (await h.call('usergroups.get', {}, ADMIN)) as unknown as { body: { UserGroups: { UserGroupID: number }[] } };
    const copy = await h.call('usergroup.duplicate', { usergroupid: String(groups.body.UserGroups[0].UserGroupID) }, ADMIN);
    expect(copy).toMatchObject({ ok: true, body: { UserGroupID: expect.any(Number) } });
    expect(await h.call('usergroup.duplicate', { usergroupid: '999999' }, ADMIN)).toMatchObject({
      ok: false,
      failure: { errors: [expect.objectContaining({ code: 2 })] },
    });
  });
});
