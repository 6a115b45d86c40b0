import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { Client } from 'pg';

import { ApiClient, seedUser, waitFor } from '@mail/testing';

const ROOT = resolve(__dirname, '../../..');
const BURST = 60;
const ADMIN_API_KEY = 'crash-recovery-admin-key-0123456789';

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** `npm start` as a child process: the whole platform on the in-process bus and its own embedded PostgreSQL */
function startSuite(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, 'apps/suite/dist/main.js')], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`suite did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Mail platform is running at')) {
        clearTimeout(timer);
        done(child);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`suite exited with ${code}:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((done) => child.once('exit', () => done()));
}

describe('npm start killed with SIGKILL after a burst of Subscriber.Create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mail-crash-'));
  const pgPort = Number(process.env.EMBEDDED_PG_PORT ?? Number(process.env.E2E_PG_PORT ?? 25439) + 1);
  const pgUrl = `postgres://postgres:postgres@127.0.0.1:${pgPort}/mail`;
  let child: ChildProcess | undefined;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    env = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), ADMIN_API_KEY };
    for (const name of ['NATS_URL', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'BUS_NAMESPACE']) delete env[name];
    Object.assign(env, { PORT: String(await freePort()), DEV_SMTP_PORT: '0', MAIL_INBOX_PORT: '0' });
  });

  afterAll(async () => {
    if (child) {
      child.kill('SIGTERM');
      await exited(child);
    }
    await stopLeftoverPostgres(pgUrl);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers every subscribed event after the restart', async () => {
    child = await startSuite(env);
    const api = new ApiClient(`http://127.0.0.1:${env.PORT}`);
    const user = await seedUser(api, ADMIN_API_KEY);
    const list = await api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'Burst' });
    const ListID = Number(list.body.ListID);
    const created = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        api.legacy('Subscriber.Create', { APIKey: user.apiKey, ListID, EmailAddress: `burst${i}@example.com`, Status: 'Opt-In Pending' }),
      ),
    );
    child.kill('SIGKILL');
    await exited(child);
    child = undefined;
    expect(created.filter((r) => r.body?.Success !== true)).toEqual([]);

    // the embedded PostgreSQL outlives its parent: at the kill, every event was applied or still in the outbox (or both:
    // applied, but killed before the relay deleted it — the inbox makes its redelivery a no-op)
    const atKill = await eventCounts(pgUrl, ListID);
    expect(atKill.covered).toBe(BURST);

    child = await startSuite(env);
    let after = await eventCounts(pgUrl, ListID);
    await waitFor(
      async () => {
        after = await eventCounts(pgUrl, ListID);
        return after.applied >= BURST && after.pending === 0;
      },
      { what: 'every event of the burst applied and relayed after the restart', timeoutMs: 20_000, everyMs: 200 },
    ).catch(() => undefined); // the assertion below names what is missing
    expect(after).toEqual({ applied: BURST, pending: 0, covered: BURST, dead: 0 });
  }, 240_000);
});

/**
 * SubscriberSubscribed events the opt-in mail consumer acknowledged (its inbox; the installation is fresh, so all
 * of them are the burst's; it takes only Opt-In Pending ones, as the burst's all are), that still wait in the
 * outbox, that were dead-lettered.
 */
async function eventCounts(url: string, listId: number): Promise<{ applied: number; pending: number; covered: number; dead: number }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `WITH applied AS (SELECT "event_id" AS id FROM "lists"."event_inbox" WHERE "consumer" = 'lists-optin-mail'),
            pending AS (SELECT "id"::text AS id FROM "lists"."outbox" WHERE "subject" = 'evt.lists.subscriber.subscribed.v1' AND ("payload"->>'listId')::bigint = $1)
       SELECT (SELECT count(*) FROM applied) AS applied, (SELECT count(*) FROM pending) AS pending,
              (SELECT count(*) FROM (SELECT id FROM applied UNION SELECT id FROM pending) u) AS covered,
              (SELECT count(*) FROM "lists"."dead_event") AS dead`,
      [listId],
    );
    return { applied: Number(rows[0].applied), pending: Number(rows[0].pending), covered: Number(rows[0].covered), dead: Number(rows[0].dead) };
  } finally {
    await client.end();
  }
}

/** The killed suite's cluster kept running and the restarted one reused it without owning it: stop it here. */
async function stopLeftoverPostgres(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  const dir = await client
    .connect()
    .then(() => client.query(`SHOW data_directory`))
    .then((r) => String(r.rows[0].data_directory))
    .catch(() => undefined)
    .finally(() => client.end().catch(() => undefined));
  if (!dir) return;
  const pid = Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  if (pid > 0) process.kill(pid, 'SIGINT');
}
