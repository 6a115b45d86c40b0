import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { AuthContext } from '@mail/contracts';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const ADMIN: AuthContext = { kind: 'admin', adminId: 1, via: 'adminapikey', permissions: '*' };

/** usergroup.create on the in-process bus against a scratch database of its own. */
describe('usergroup.create (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'usergroup-create');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('creates a group with its limits', async () => {
    const created = await h.call(
      'usergroup.create',
      {
        groupname: 'Gold',
        subscriberarealogouturl: 'https://example.com',
        limitsubscribers: '10',
        limitlists: '2',
        limitcampaignsendperperiod: '-1',
        relthemeid: '0',
        forceunsubscriptionlink: 'Enabled',
        forcerejectoptlink: 'Disabled',
        limitemailsendperperiod: '100',
      },
      ADMIN,
    );
    expect(created).toMatchObject({ ok: true, body: { UserGroupID: expect.any(Number) } });
    const id = (created as unknown as { body: { UserGroupID: number } }).body.UserGroupID;
    expect(await h.call('usergroup.get', { usergroupid: String(id) }, ADMIN)).toMatchObject({
      ok: true,
      body: { UserGroup: { LimitSubscribers: 10, LimitLists: 2, LimitCampaignSendPerPeriod: -1 } },
    });
  });

  it('answers 1 without a name', async () => {
    expect(await h.call('usergroup.create', {}, ADMIN)).toMatchObject({ ok: false, failure: { errors: [expect.objectContaining({ code: 1 })] } });
  });
});
