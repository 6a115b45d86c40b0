import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** usergroup.update on the in-process bus against a scratch database of its own. */
describe('usergroup.update (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'usergroup-update');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers 20 without UserGroupID and 21 for an unknown group', async () => {
    const params = {
      groupname: 'x',
      subscriberarealogouturl: 'https://example.com',
      limitsubscribers: '1',
      limitlists: '1',
      limitcampaignsendperperiod: '1',
      relthemeid: '0',
      forceunsubscriptionlink: 'Enabled',
      forcerejectoptlink: 'Enabled',
    };
    expect(await h.call('usergroup.update', params, ADMIN)).toMatchObject({ ok: false, failure: { errors: [expect.objectContaining({ code: 20 })] } });
    expect(await h.call('usergroup.update', { ...params, usergroupid: '999999' }, ADMIN)).toMatchObject({
      ok: false,
      failure: { errors: [expect.objectContaining({ code: 21 })] },
    });
  });
});
