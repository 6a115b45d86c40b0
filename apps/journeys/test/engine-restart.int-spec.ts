import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness, until } from '@mail/testing';

import { JourneysModule } from '../src';
import { Enroller } from '../src/engine/enroller';
import { EngineWake } from '../src/engine/engine-wake';
import { JourneyRepository } from '../src/journeys/journey.repository';

const USER = 7;

/**
 * The engine across a crash: the service stopped while an enrolment waits, booted again on the same database,
 * finishes the journey and calls the webhook exactly once; a step run again after a crash (its advance lost)
 * never calls twice. A scratch database of its own: the e2e suite's journeys workers share the run's database.
 */
describe('journeys engine across restarts (real PostgreSQL, pg-boss)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let server: Server;
  let url: string;
  const calls: string[] = [];
  let harness: ServiceHarness | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL!, 'journeys-restart');
    saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = scratch.url;
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        calls.push(`${String(req.headers['x-journey-delivery'])} ${body}`);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  }, 60_000);

  afterAll(async () => {
    await harness?.stop();
    server.close();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  const boot = () => bootService(JourneysModule, { service: 'journeys' });
  const enrolment = async (h: ServiceHarness) =>
    (
      await h.db.query<{ status: string; phase: number; step_no: number }>(
        `SELECT "status", "phase", "step_no" FROM "journeys"."enrolment" ORDER BY "id" DESC LIMIT 1`,
      )
    )[0];

  it('killed during a wait, restarted, completes the journey once', async () => {
    harness = await boot();
    const created = await harness.call('journey.create', { Name: 'restart' }, USER);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const journeyId = Number(created.body.JourneyID);
    const actions = await harness.call(
      'journey.actions',
      {
        JourneyID: journeyId,
        Actions: [
          { Action: 'Wait', Published: true, ActionParameters: { WaitUnit: 'seconds', WaitAmount: 3 } },
          { Action: 'Webhook', Published: true, ActionParameters: { WebhookURL: url } },
        ],
      },
      USER,
    );
    expect(actions.ok).toBe(true);
    await harness.call('journey.enable', { JourneyID: journeyId }, USER);
    const journey = (await harness.get(JourneyRepository).findOwned(USER, journeyId))!;
    expect(await harness.get(Enroller).enrol(journey, [{ subscriberId: 41, listId: 3, email: 'a@example.com' }])).toBe(1);

    await until(
      () => enrolment(harness!),
      (e) => e?.phase === 1,
      'the enrolment waiting',
      20_000,
    );
    await harness.stop();
    harness = undefined;
    await new Promise((r) => setTimeout(r, 3500));

    harness = await boot();
    await until(
      () => enrolment(harness!),
      (e) => e?.status === 'Completed',
      'the journey completed after the restart',
      60_000,
    );
    await until(
      () => Promise.resolve(calls.length),
      (n) => n >= 1,
      'the webhook call',
      20_000,
    );

    // the Webhook step runs again as after a crash before its advance committed: no second call is queued
    await harness.db.query(
      `UPDATE "journeys"."enrolment" SET "status" = 'Active', "step_no" = "step_no" - 1, "action_id" = (SELECT max("id") FROM "journeys"."action"), "due_at" = now() at time zone 'utc'`,
    );
    await harness.get(EngineWake).now(journeyId);
    await until(
      () => enrolment(harness!),
      (e) => e?.status === 'Completed',
      'the step run again',
      20_000,
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^\d+-\d+ \{"journey_id":\d+,"action_id":\d+,"subscriber_id":41,"list_id":3,"email_address":"a@example.com"\}$/);
  }, 120_000);
});
