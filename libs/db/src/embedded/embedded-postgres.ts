import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import { Client } from 'pg';

import { env, envInt, logger } from '@mail/config';

import { EmbeddedPostgresError } from './embedded-postgres.error';
import { embeddedRuntime } from './embedded-runtime';
import { PostgresCluster } from './postgres-cluster';

const log = logger('db.embedded');

const PASSWORD = 'postgres';

// Sized for bulk work on a laptop: fewer checkpoints during imports, group commit under concurrent writes.
const FLAGS = {
  max_connections: '300',
  shared_buffers: '256MB',
  max_wal_size: '4GB',
  checkpoint_timeout: '15min',
  wal_compression: 'on',
  wal_buffers: '16MB',
  commit_delay: '200',
  commit_siblings: '5',
};

export interface EmbeddedPostgresInfo {
  url: string;
  /** the cluster's data directory (DATA_DIR/pg, or where it was placed when run as root) */
  dataDir: string;
  /** set when, as root, binaries and data were placed where the PostgreSQL user can reach them */
  relocatedTo?: string;
}

let running: (EmbeddedPostgresInfo & { cluster?: PostgresCluster }) | undefined;
let starting: Promise<string> | undefined;

/**
 * Starts a real PostgreSQL (the embedded-postgres package's binaries) into DATA_DIR/pg, reusing the
 * cluster across restarts. Returns a connection URL to the `mail` database. Any failure is an
 * EmbeddedPostgresError naming the cause and the fix.
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; port?: number; database?: string } = {}): Promise<string> {
  if (running) return running.url;
  // a service's data source and its job runtime are created in parallel: both wait for one server
  starting ??= startServer(options).finally(() => (starting = undefined));
  return starting;
}

async function startServer(options: { dataDir?: string; port?: number; database?: string }): Promise<string> {
  const port = options.port ?? envInt('EMBEDDED_PG_PORT');
  const database = options.database ?? 'mail';
  try {
    running = await start(resolve(options.dataDir ?? env('DATA_DIR', '.data')!, 'pg'), port, database);
  } catch (error) {
    if (error instanceof EmbeddedPostgresError) throw error;
    throw new EmbeddedPostgresError(describe(error), `free port ${port} (EMBEDDED_PG_PORT) or check the data directory's permissions and disk space`);
  }
  return running.url;
}

async function start(configuredDataDir: string, port: number, database: string): Promise<EmbeddedPostgresInfo & { cluster?: PostgresCluster }> {
  const runtime = embeddedRuntime(configuredDataDir);
  const { dataDir } = runtime;
  if (runtime.relocatedTo) log.info({ dataDir, binDir: runtime.binDir }, 'running as root: embedded PostgreSQL placed where the postgres user can reach it');
  const cluster = new PostgresCluster({
    ...runtime,
    port,
    password: PASSWORD,
    flags: Object.entries(FLAGS).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    onLog: (message) => log.debug({ message: message.trim() }, 'postgres'),
  });
  const fresh = !existsSync(resolve(dataDir, 'PG_VERSION'));
  if (fresh) {
    mkdirSync(resolve(dataDir, '..'), { recursive: true });
    await cluster.initialise();
  }
  const serverUrl = (name: string) => `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/${name}`;
  let owned: PostgresCluster | undefined = cluster;
  try {
    await cluster.start();
  } catch (error) {
    // A cluster left running by a process that was killed outright still serves this data dir: reuse it.
    if (!(await answers(serverUrl('postgres')))) throw error;
    owned = undefined;
    log.warn({ dataDir, port }, 'embedded PostgreSQL already running (left by an earlier process); reusing it');
  }
  await createDatabase(serverUrl('postgres'), database);
  log.info({ dataDir, port, fresh }, 'embedded PostgreSQL started');
  return { url: serverUrl(database), dataDir, relocatedTo: runtime.relocatedTo, cluster: owned };
}

/** Where the running embedded cluster lives (for the start banner); undefined when none was started. */
export function embeddedPostgresInfo(): EmbeddedPostgresInfo | undefined {
  return running && { url: running.url, dataDir: running.dataDir, relocatedTo: running.relocatedTo };
}

export async function stopEmbeddedPostgres(): Promise<void> {
  const current = running;
  running = undefined;
  await current?.cluster?.stop();
}

async function createDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    // another process may create it at the same moment (42P04 duplicate_database)
    if (!rowCount)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`).catch((error: { code?: string }) => {
        if (error.code !== '42P04') throw error;
      });
  } finally {
    await client.end();
  }
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

function describe(error: unknown): string {
  const { code, path, message } = error as { code?: string; path?: string; message?: string };
  if (code === 'EACCES' && path) return `permission denied running ${path}`;
  if (code === 'ENOENT' && path) return `${path} is missing`;
  return (message ?? String(error)).trim().replace(/\.$/, '');
}

/** DATABASE_URL when set, otherwise the embedded server (started on first call). */
export async function resolveDatabaseUrl(): Promise<string> {
  return env('DATABASE_URL') ?? startEmbeddedPostgres();
}
