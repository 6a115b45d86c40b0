import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** subscriber.journey.list on the in-process bus against a scratch database of its own. */
describe('subscriber.journey.list (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'subscriber-journey-list');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers 2 without ListID', async () => {
    expect(await h.call('subscriber.journey.list', { SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 2 })] }),
    });
  });

  it('answers 3 without SubscriberID', async () => {
    expect(await h.call('subscriber.journey.list', { ListID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 3 })] }),
    });
  });

  it('answers 5 for a ListID that is not an id', async () => {
    expect(await h.call('subscriber.journey.list', { ListID: 'x', SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 5 })] }),
    });
  });

  it('answers 6 for a SubscriberID that is not an id', async () => {
    expect(await h.call('subscriber.journey.list', { ListID: 1, SubscriberID: '1.5' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 6 })] }),
    });
  });
});
