import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** usergroup.delete on the in-process bus against a scratch database of its own. */
describe('usergroup.delete (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'usergroup-delete');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('refuses to delete the last group (4) and answers 1 without ids', async () => {
    const groups = (await h.call('usergroups.get', {}, ADMIN)) as unknown as { body: { UserGroups: { UserGroupID: number }[] } };
    const ids = groups.body.UserGroups.map((g) => g.UserGroupID).join(',');
    expect(await h.call('usergroup.delete', { usergroupid: ids }, ADMIN)).toMatchObject({
      ok: false,
      failure: { errors: [expect.objectContaining({ code: 4 })] },
    });
    expect(await h.call('usergroup.delete', {}, ADMIN)).toMatchObject({ ok: false, failure: { errors: [expect.objectContaining({ code: 1 })] } });
  });
});
