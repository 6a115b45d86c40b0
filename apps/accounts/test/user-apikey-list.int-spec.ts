import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { AccountsModule } from '../src';

const USER = 41;

/** user.apikey.list on the in-process bus against a scratch database of its own. */
describe('user.apikey.list (accounts on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'user-apikey-list');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(AccountsModule, { service: 'accounts' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers an empty list for a user without keys', async () => {
    expect(await h.call('user.apikey.list', {}, USER)).toEqual({ ok: true, body: { Success: true, APIKeys: [] } });
  });
});
