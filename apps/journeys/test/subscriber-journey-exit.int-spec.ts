import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** subscriber.journey.exit on the in-process bus against a scratch database of its own. */
describe('subscriber.journey.exit (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'subscriber-journey-exit');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers 1 without JourneyID', async () => {
    expect(await h.call('subscriber.journey.exit', { ListID: 1, SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });

  it('answers 2 without ListID', async () => {
    expect(await h.call('subscriber.journey.exit', { JourneyID: 1, SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 2 })] }),
    });
  });

  it('answers 3 without SubscriberID', async () => {
    expect(await h.call('subscriber.journey.exit', { JourneyID: 1, ListID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 3 })] }),
    });
  });

  it('answers 4 for a JourneyID that is not an id', async () => {
    expect(await h.call('subscriber.journey.exit', { JourneyID: 'x', ListID: 1, SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 4 })] }),
    });
  });

  it('answers 5 for a ListID that is not an id', async () => {
    expect(await h.call('subscriber.journey.exit', { JourneyID: 1, ListID: 'x', SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 5 })] }),
    });
  });

  it('answers 6 for a SubscriberID that is not an id', async () => {
    expect(await h.call('subscriber.journey.exit', { JourneyID: 1, ListID: 1, SubscriberID: 'x' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 6 })] }),
    });
  });

  it("answers 7 for a journey that is not the caller's", async () => {
    expect(await h.call('subscriber.journey.exit', { JourneyID: 999999, ListID: 1, SubscriberID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 7 })] }),
    });
  });
});
