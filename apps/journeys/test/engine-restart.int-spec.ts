import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { Client } from 'pg';

import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import { bootService, type ServiceHarness, until } from '@mail/testing';

import { JourneysModule } from '../src';
import { EngineWake } from '../src/engine/engine-wake';

const USER = 7;
const PROCESS = join(__dirname, 'engine-process.js');

/** the journeys service as an OS process of its own (engine-process.js), answering once it printed `ready` */
function startProcess(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [PROCESS], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let err = '';
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => c.toString().includes('ready') && resolve(child));
    child.once('exit', (code, signal) => reject(new Error(`the journeys process exited (${code ?? signal}) before it served: ${err}`)));
  });
}

/** SIGKILL, as test/faults kills services: no shutdown hook runs, in-flight work is simply gone */
async function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/**
 * The engine across a crash: the service, its own OS process, SIGKILLed while an enrolment waits, started again on
 * the same database, finishes the journey and calls the webhook exactly once; a step run again after a crash (its
 * advance lost) never calls twice. A scratch database of its own: the e2e suite's journeys workers share the run's.
 */
describe('journeys engine across restarts (real PostgreSQL, pg-boss)', () => {
  let scratch: ScratchDatabase;
  let saved: string | undefined;
  let server: Server;
  let url: string;
  const calls: string[] = [];
  let harness: ServiceHarness | undefined;
  let child: ChildProcess | undefined;
  let db: Client;

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
    db = new Client({ connectionString: scratch.url });
    await db.connect();
  }, 60_000);

  afterAll(async () => {
    if (child) await kill(child);
    await harness?.stop();
    await db?.end();
    server.close();
    process.env.DATABASE_URL = saved;
    await dropScratchDatabase(scratch);
  }, 60_000);

  const boot = () => bootService(JourneysModule, { service: 'journeys' });
  const enrolments = async () =>
    (await db.query<{ status: string; phase: number; step_no: number }>(`SELECT "status", "phase", "step_no" FROM "journeys"."enrolment" ORDER BY "id"`)).rows;
  const enrolment = async () => (await enrolments()).at(-1);
  /** the webhook calls the engine queued (pg-boss jobs), and how many of them are not done yet */
  const webhookJobs = async () =>
    (
      await db.query<{ queued: number; open: number }>(
        `SELECT count(*)::int AS "queued", count(*) FILTER (WHERE "state" IN ('created', 'retry', 'active'))::int AS "open"
           FROM "journeys_jobs"."job" WHERE "name" = 'journeys.webhook-post'`,
      )
    ).rows[0];

  it('SIGKILLed during a wait, restarted, completes the journey exactly once', async () => {
    // set-up through the service's commands (nobody enrolled yet: this stop ends nothing in flight)
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
    await harness.stop();
    harness = undefined;

    // the service process enrols the subscriber, runs the Wait's first step, and is killed while it waits
    child = await startProcess({ DATABASE_URL: scratch.url, ENROL_JOURNEY_ID: String(journeyId), ENROL_USER_ID: String(USER) });
    await until(enrolment, (e) => e?.phase === 1, 'the enrolment waiting', 20_000);
    await kill(child);
    expect(await enrolment()).toMatchObject({ status: 'Active', phase: 1 });
    // the wait ends while no process runs: its due time (and the engine's wake-up job) move back past now
    await db.query(`UPDATE "journeys"."enrolment" SET "due_at" = "due_at" - interval '1 hour' WHERE "status" = 'Active'`);
    await db.query(`UPDATE "journeys_jobs"."job" SET "start_after" = now() WHERE "state" IN ('created', 'retry') AND "start_after" > now()`);
    expect(calls).toHaveLength(0);

    child = await startProcess({ DATABASE_URL: scratch.url });
    await until(enrolment, (e) => e?.status === 'Completed', 'the journey completed after the restart', 60_000);
    await until(
      () => Promise.resolve(calls.length),
      (n) => n >= 1,
      'the webhook call',
      20_000,
    );
    // every call the engine queued has been made: one was queued
    expect(await until(webhookJobs, (jobs) => jobs.open === 0, 'the queued webhook calls done', 20_000)).toEqual({ queued: 1, open: 0 });
    expect(calls).toHaveLength(1);
    // one enrolment, each step counted once
    expect(await enrolments()).toHaveLength(1);
    const counted = await db.query<{ type: string; entered: string; completed_runs: string }>(
      `SELECT "type", "entered", "completed_runs" FROM "journeys"."action" WHERE "journey_id" = $1 ORDER BY "order_no"`,
      [journeyId],
    );
    expect(counted.rows.map((r) => [r.type, Number(r.entered), Number(r.completed_runs)])).toEqual([
      ['Wait', 1, 1],
      ['Webhook', 1, 1],
    ]);
    await kill(child);
    child = undefined;
    harness = await boot();

    // the Webhook step runs again as after a crash before its advance committed: no second call is queued
    await harness.db.query(
      `UPDATE "journeys"."enrolment" SET "status" = 'Active', "step_no" = "step_no" - 1, "action_id" = (SELECT max("id") FROM "journeys"."action"), "due_at" = now() at time zone 'utc'`,
    );
    await harness.get(EngineWake).now(journeyId);
    await until(enrolment, (e) => e?.status === 'Completed', 'the step run again', 20_000);
    // the step committed without queuing a call (it would have been queued in the same transaction)
    expect(await until(webhookJobs, (jobs) => jobs.open === 0, 'the queued webhook calls done', 20_000)).toEqual({ queued: 1, open: 0 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^\d+-\d+ \{"journey_id":\d+,"action_id":\d+,"subscriber_id":41,"list_id":3,"email_address":"a@example.com"\}$/);
  }, 120_000);
});
