import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** journey.export.submit on the in-process bus against a scratch database of its own. */
describe('journey.export.submit (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'journey-export-submit');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers 1 for a StatsStartDate that is no date', async () => {
    expect(await h.call('journey.export.submit', { StatsStartDate: '2024-02-30' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });

  it('answers 2 for a StatsEndDate that is no date', async () => {
    expect(await h.call('journey.export.submit', { StatsEndDate: 'today' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 2 })] }),
    });
  });

  it('answers 3 for a start after the end', async () => {
    expect(await h.call('journey.export.submit', { StatsStartDate: '2024-01-02', StatsEndDate: '2024-01-01' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 3 })] }),
    });
  });

  it('answers 4 for another Status', async () => {
    expect(await h.call('journey.export.submit', { Status: 'Paused' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 4 })] }),
    });
  });
});
