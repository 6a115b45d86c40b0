import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const USER = 41;

/** account.journey.benchmark on the in-process bus against a scratch database of its own. */
describe('account.journey.benchmark (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'account-journey-benchmark');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('answers zeros for a user without journey sends', async () => {
    expect(await h.call('account.journey.benchmark', { StartDate: '2024-01-01', EndDate: '2024-01-31' }, USER)).toEqual({
      ok: true,
      body: expect.objectContaining({
        StartDate: '2024-01-01',
        EndDate: '2024-01-31',
        Benchmark: expect.objectContaining({ JourneyCount: 0, TotalSent: 0, OpenRate: 0 }),
      }),
    });
  });

  it('answers 1 for a StartDate that is no date', async () => {
    expect(await h.call('account.journey.benchmark', { StartDate: '2024-02-30' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 1 })] }),
    });
  });

  it('answers 2 for an EndDate that is no date', async () => {
    expect(await h.call('account.journey.benchmark', { EndDate: '2024/01/01' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 2 })] }),
    });
  });

  it('answers 3 for a StartDate after EndDate', async () => {
    expect(await h.call('account.journey.benchmark', { StartDate: '2024-01-02', EndDate: '2024-01-01' }, USER)).toEqual({
      ok: false,
      failure: expect.objectContaining({ errors: [expect.objectContaining({ code: 3 })] }),
    });
  });
});
