import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** journey.sendemailactions on the in-process bus against a scratch database of its own. */
describe('journey.sendemailactions (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'journey-sendemailactions');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers an empty list for a user without journeys', async () => {
    expect(await h.call('journey.sendemailactions', {}, USER)).toEqual({ ok: true, body: { Success: true, Actions: [] } });
  });

  it('answers 1 for a JourneyID that is not an id', async () => {
    expect(await h.call('journey.sendemailactions', { JourneyID: 'x' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });
});
