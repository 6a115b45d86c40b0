import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** journeys.disable on the in-process bus against a scratch database of its own. */
describe('journeys.disable (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'journeys-disable');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers 1 without JourneyIDs', async () => {
    expect(await h.call('journeys.disable', {}, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });

  it('answers 2 when no id can be read', async () => {
    expect(await h.call('journeys.disable', { JourneyIDs: '0' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 2 })] }),
    });
  });
});
