import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

import { Client } from 'pg';

import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';

import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { ListsModule } from '../src';

const ROWS = 120_000;

/**
 * The lists process running an import is killed outright (SIGKILL): its chunk job stays active with nobody to
 * finish or fail it. Another instance resumes the import once the chunk's short expiry ran out (pg-boss's
 * maintenance fails it, the retry starts from the committed checkpoint), within about a minute instead of the
 * hours a whole-import job would hold it, and every row lands exactly once. A database of its own keeps the
 * e2e suite's workers out of it, so the killed process is the only one that ran the import before.
 */
describe('Subscribers.Import whose worker is killed mid-file (real PostgreSQL)', () => {
  const user = 4_000_000 + Math.floor(Math.random() * 1_000_000);
  const databaseUrl = process.env.DATABASE_URL;
  let scratch: ScratchDatabase;
  let db: Client;
  let worker: ChildProcess | undefined;
  let harness: ServiceHarness | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.E2E_SERVER_DATABASE_URL ?? databaseUrl!, 'import_kill');
    process.env.DATABASE_URL = scratch.url;
    db = new Client({ connectionString: scratch.url });
    await db.connect();
  });
  afterAll(async () => {
    worker?.kill('SIGKILL');
    await harness?.stop().catch(() => undefined);
    await db.end();
    process.env.DATABASE_URL = databaseUrl;
    await dropScratchDatabase(scratch);
  });

  const ok = async (h: ServiceHarness, command: string, params: Record<string, unknown>) => {
    const reply = await h.call(command, params, user);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  const importRow = async (id: string) =>
    (await db.query(`SELECT "status", "processed_rows" FROM "lists"."import_job" WHERE "id" = $1`, [id])).rows[0] as { status: string; processed_rows: number };

  it('resumes on another instance within about a minute and imports every row exactly once', async () => {
    harness = await bootService(ListsModule, { service: 'lists' });
    const { ListID } = await ok(harness, 'List.Create', { SubscriberListName: 'Killed' });
    await harness.stop();
    harness = undefined;
    // the import as Subscribers.Import stores it; the worker process gives it its job at boot
    const lines = Array.from({ length: ROWS }, (_, i) => `row${i}@killed.example.com,${i}`);
    const options = { header: true, delimiter: ',', duplicates: 'skip', status: 'Subscribed', triggerEvents: false };
    const [{ id }] = (
      await db.query(
        `INSERT INTO "lists"."import_job" ("user_id", "list_id", "format", "source", "options") VALUES ($1, $2, 'csv', $3, $4::jsonb) RETURNING "id"::text`,
        [user, ListID, `email,n\n${lines.join('\n')}\n`, JSON.stringify(options)],
      )
    ).rows;

    worker = spawn(process.execPath, [resolve(__dirname, '../dist/main.js')], {
      env: { ...process.env, DATABASE_URL: scratch.url, NATS_URL: '', IMPORT_BATCH_ROWS: '200', JOBS_POLLING_INTERVAL_SECONDS: '1', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    worker.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise((r) => worker!.once('exit', r));
    const running = worker;
    await waitFor(
      async () => {
        if (running.exitCode !== null) throw new Error(`the lists process exited (${running.exitCode}): ${stderr}`);
        return (await importRow(id)).processed_rows >= 2_000;
      },
      { what: 'the worker process to import 2000 rows', timeoutMs: 60_000 },
    );
    worker.kill('SIGKILL');
    await exited;

    const killed = await importRow(id);
    expect(killed.status).toBe('Running');
    expect(killed.processed_rows).toBeGreaterThanOrEqual(2_000);
    expect(killed.processed_rows).toBeLessThan(ROWS);
    // nobody is left to complete or fail the chunk's job
    const chunkJobs = async () =>
      (
        await db.query(`SELECT "id", "state", "retry_count" FROM "lists_jobs"."job" WHERE "name" = 'lists.import-subscribers' AND "data"->>'importId' = $1`, [
          id,
        ])
      ).rows as { id: string; state: string; retry_count: number }[];
    const stranded = (await chunkJobs()).filter((job) => job.state === 'active');
    expect(stranded.length).toBeGreaterThan(0);

    harness = await bootService(ListsModule, { service: 'lists' });
    const resuming = harness;
    // chunk expiry 30 s + maintenance every 15 s + retry delay 5 s + the rest of the file (how fast is the bench's business)
    const status = await waitFor(
      async () => {
        const now = (await ok(resuming, 'Subscribers.Import.Status', { ImportID: Number(id) })).Import;
        return ['Completed', 'Failed'].includes(String(now.Status)) && now;
      },
      { what: 'the import to finish on the second instance', timeoutMs: 150_000, everyMs: 200 },
    );
    // resumed by the stranded chunk's expiry: its job was failed and run again (its retry may still be due when the
    // import completes: it then finds its rows done), not left behind
    const after = await waitFor(
      async () => {
        const jobs = await chunkJobs();
        return stranded.every((job) => jobs.find((a) => a.id === job.id)?.state === 'completed') && jobs;
      },
      { what: 'the stranded chunk jobs to complete on retry', timeoutMs: 60_000, everyMs: 200 },
    );
    for (const job of stranded) expect(after.find((a) => a.id === job.id)).toMatchObject({ state: 'completed', retry_count: expect.any(Number) });
    for (const job of stranded) expect(after.find((a) => a.id === job.id)!.retry_count).toBeGreaterThanOrEqual(1);
    expect(status).toMatchObject({ Status: 'Completed', ProcessedRows: ROWS, TotalImported: ROWS, TotalSkipped: 0, TotalFailed: 0, TotalUpdated: 0 });
    const [counts] = (
      await db.query(
        `SELECT (SELECT count(*) FROM "lists"."subscriber" WHERE "list_id" = $1)::int AS subscribers,
                (SELECT count(DISTINCT lower("email")) FROM "lists"."subscriber" WHERE "list_id" = $1)::int AS distinct_emails,
                (SELECT count(*) FROM "lists"."activity" WHERE "list_id" = $1)::int AS activities`,
        [ListID],
      )
    ).rows;
    expect(counts).toEqual({ subscribers: ROWS, distinct_emails: ROWS, activities: ROWS });
    expect((await ok(harness, 'List.Get', { ListID })).List.SubscriberCount).toBe(ROWS);
  }, 180_000);
});
