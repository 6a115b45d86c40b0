import { Client } from 'pg';

import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { ListsModule } from '../src';

// large enough that the 700 ms shutdown bound never lets the first worker finish, even on a fast idle machine
const ROWS = 120_000;

/**
 * An import whose worker stops mid-file (the service shuts down while batches are committing: its job is
 * aborted at the shutdown bound and put back for a retry) resumes on another instance from the committed
 * offset, and every row lands exactly once.
 */
describe('Subscribers.Import killed mid-file and resumed (real PostgreSQL)', () => {
  const user = 3_000_000 + Math.floor(Math.random() * 1_000_000);
  let first: ServiceHarness | undefined;
  let second: ServiceHarness | undefined;
  const boot = () => bootService(ListsModule, { service: 'lists' });
  const db = new Client({ connectionString: process.env.DATABASE_URL });

  beforeAll(async () => {
    process.env.IMPORT_BATCH_ROWS = '200';
    process.env.IMPORT_CONCURRENCY = '2';
    process.env.JOBS_SHUTDOWN_TIMEOUT_MS = '700';
    process.env.JOBS_POLLING_INTERVAL_SECONDS = '0.5';
    await db.connect();
  });
  afterAll(async () => {
    await first?.stop().catch(() => undefined);
    await second?.stop();
    await db.end();
  });

  const ok = async (h: ServiceHarness, command: string, params: Record<string, unknown>) => {
    const reply = await h.call(command, params, user);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };

  it('imports every row exactly once after the worker is stopped mid-file', async () => {
    first = await boot();
    const { ListID } = await ok(first, 'List.Create', { SubscriberListName: 'Resume' });
    const lines = Array.from({ length: ROWS }, (_, i) => `row${i}@resume.example.com,${i}`);
    const { ImportID } = await ok(first, 'Subscribers.Import', { ListID, CSV: `email,n\n${lines.join('\n')}\n` });

    const importStatus = async (h: ServiceHarness) => (await ok(h, 'Subscribers.Import.Status', { ImportID })).Import as Record<string, number | string>;
    const running = first;
    await waitFor(async () => Number((await importStatus(running)).ProcessedRows) >= 2_000, { what: 'the first 2000 rows', timeoutMs: 15_000 });
    await first.stop();
    first = undefined;
    const [stopped] = (await db.query(`SELECT "status", "processed_rows" FROM "lists"."import_job" WHERE "id" = $1`, [ImportID])).rows;
    // stopped mid-file: some batches committed, not all
    expect(stopped.status).toBe('Running');
    expect(stopped.processed_rows).toBeGreaterThanOrEqual(2_000);
    expect(stopped.processed_rows).toBeLessThan(ROWS);
    const [job] = (
      await db.query(`SELECT "state" FROM "lists_jobs"."job" WHERE "name" = 'lists.import-subscribers' AND "data"->>'importId' = $1`, [String(ImportID)])
    ).rows;
    // aborted at the shutdown bound, the job is failed for a retry; on a machine too loaded for the aborted batch to
    // end within the bound it is left active, and the expiry check hands it over instead (as after a SIGKILL)
    expect(['retry', 'active']).toContain(job.state);

    second = await boot();
    const resumed = second;
    const status = await waitFor(
      async () => {
        const now = await importStatus(resumed);
        return ['Completed', 'Failed'].includes(String(now.Status)) && now;
      },
      { what: 'the resumed import to finish', timeoutMs: 120_000 },
    );
    // a replayed batch would count its rows as skipped duplicates (and its activity twice)
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
    expect((await ok(second, 'List.Get', { ListID })).List.SubscriberCount).toBe(ROWS);
  }, 180_000);

  it('gives an import left Pending without a job (an older version queued it) its job at boot', async () => {
    if (!second) {
      second = await boot();
    }
    const { ListID } = await ok(second, 'List.Create', { SubscriberListName: 'Adopted' });
    await second.stop();
    second = undefined;
    const options = { header: false, delimiter: ',', duplicates: 'skip', status: 'Subscribed', triggerEvents: false };
    const [row] = (
      await db.query(
        `INSERT INTO "lists"."import_job" ("user_id", "list_id", "format", "source", "options") VALUES ($1, $2, 'csv', $3, $4::jsonb) RETURNING "id"`,
        [user, ListID, 'old1@adopted.example.com\nold2@adopted.example.com\n', JSON.stringify(options)],
      )
    ).rows;
    second = await boot();
    const adopting = second;
    const status = await waitFor(
      async () => {
        const now = (await ok(adopting, 'Subscribers.Import.Status', { ImportID: Number(row.id) })).Import;
        return now.Status === 'Completed' && now;
      },
      { what: `adopted import ${row.id} to complete` },
    );
    expect(status).toMatchObject({ Status: 'Completed', TotalImported: 2 });
  }, 60_000);
});
