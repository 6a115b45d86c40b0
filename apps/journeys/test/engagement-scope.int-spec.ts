import { randomUUID } from 'node:crypto';

import { Events } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness } from '@mail/testing';

import { JourneysModule } from '../src';

const OWNER = 31;
const OTHER = 32;

/**
 * A SendEmail action's engagement counts only events of the journey's own user: an event of another user naming
 * the journey and action (ids are guessable) counts nothing. A scratch database of its own, as the other int-specs.
 */
describe('journey action engagement (journeys on the in-process bus, real PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let h: ServiceHarness;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'journeys-engagement');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    h = await bootService(JourneysModule, { service: 'journeys' });
  }, 60_000);

  afterAll(async () => {
    await h?.stop();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  it('counts an open of the journey owner, and not one of another user naming the same journey and action', async () => {
    const [journey] = await h.db.query<{ id: string }>(`INSERT INTO "journeys"."journey" ("user_id", "name") VALUES ($1, 'Welcome') RETURNING "id"`, [OWNER]);
    const [action] = await h.db.query<{ id: string }>(
      `INSERT INTO "journeys"."action" ("journey_id", "order_no", "type", "params") VALUES ($1, 1, 'SendEmail', '{}') RETURNING "id"`,
      [journey.id],
    );
    const opened = (userId: number, subscriberId: number) =>
      h.bus.publish({
        id: randomUUID(),
        subject: Events.EmailOpened.subject,
        occurredAt: new Date().toISOString(),
        payload: { userId, listId: 1, subscriberId, emailAddress: 'a@example.com', journeyId: Number(journey.id), actionId: Number(action.id) },
      });
    const opens = async () =>
      Number((await h.db.query<{ n: string }>(`SELECT "emails_opened" AS n FROM "journeys"."action" WHERE "id" = $1`, [action.id]))[0].n);

    await opened(OTHER, 501);
    expect(await opens()).toBe(0);
    await opened(OWNER, 502);
    expect(await opens()).toBe(1);
  });
});
