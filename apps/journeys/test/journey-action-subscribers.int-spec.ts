import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** journey.action.subscribers on the in-process bus against a scratch database of its own. */
describe('journey.action.subscribers (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'journey-action-subscribers');
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
    expect(await h.call('journey.action.subscribers', { ActionID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });

  it('answers 2 without ActionID', async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 2 })] }),
    });
  });

  it('answers 3 for a JourneyID that is not an id', async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 'x', ActionID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 3 })] }),
    });
  });

  it('answers 4 for an ActionID that is not an id', async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 1, ActionID: 'x' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 4 })] }),
    });
  });

  it('answers 5 for FilterJSON that is not JSON', async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 1, ActionID: 1, FilterJSON: '[opened' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 5 })] }),
    });
  });

  it('answers 6 for an unknown FilterJSON item', async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 1, ActionID: 1, FilterJSON: '["opened","liked"]' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 6 })] }),
    });
  });

  it('answers 7 for an unknown Operator', async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 1, ActionID: 1, FilterJSON: '["opened"]', Operator: 'XOR' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 7 })] }),
    });
  });

  it("answers 5 for a journey that is not the caller's", async () => {
    expect(await h.call('journey.action.subscribers', { JourneyID: 999999, ActionID: 1 }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 5 })] }),
    });
  });
});
