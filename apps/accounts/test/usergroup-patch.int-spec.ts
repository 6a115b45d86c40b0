import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** usergroup.patch on the in-process bus against a scratch database of its own. */
describe('usergroup.patch (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'usergroup-patch');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers a no-op with no fields, 21 for an unknown group, 20 without an id', async () => {
    const groups = (await h.call('usergroups.get', {}, ADMIN)) as unknown as { body: { UserGroups: { UserGroupID: number }[] } };
    const id = String(groups.body.UserGroups[0].UserGroupID);
    expect(await h.call('usergroup.patch', { usergroupid: id }, ADMIN)).toEqual({ ok: true, body: { UserGroupID: id, UpdatedFields: [] } });
    expect(await h.call('usergroup.patch', { usergroupid: '999999' }, ADMIN)).toMatchObject({
      ok: false,
      failure: { errors: [expect.objectContaining({ code: 21 })] },
    });
    expect(await h.call('usergroup.patch', {}, ADMIN)).toMatchObject({ ok: false, failure: { errors: [expect.objectContaining({ code: 20 })] } });
  });
});
