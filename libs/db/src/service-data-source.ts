import { Client } from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';

import { envBool, envInt, env, logger } from '@mail/config';

import { backgroundStatementTimeoutMs, connectionOptions, requestStatementTimeoutMs } from './timeouts/statement-timeouts';

const log = logger('db');

export interface ServiceDataSourceOptions {
  /** schema name = service name; migrations table lives in it */
  service: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
  /** per-statement limit of every pooled connection; default: just under the bus deadline (0 = none) */
  statementTimeoutMs?: number;
}

/** One TypeORM data source per service, in its own schema, changed only by migrations. */
/** the shortest wait for a connection, whatever the statement limit */
const CONNECT_TIMEOUT_FLOOR_MS = 2_000;

export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
  const timeoutMs = options.statementTimeoutMs ?? requestStatementTimeoutMs();
  return new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.service,
    entities: options.entities,
    migrations: options.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: false,
    extra: {
      max: options.poolSize ?? envInt('DB_POOL_SIZE'),
      application_name: `mail-${options.service}`,
      options: connectionOptions(options.service, timeoutMs),
      // waiting for a pooled connection (or a new one) past the request deadline is pointless; but opening one takes
      // its own time on a busy host (a few hundred ms is common): a short statement limit must not make connecting fail
      connectionTimeoutMillis: timeoutMs ? Math.max(timeoutMs, CONNECT_TIMEOUT_FLOOR_MS) : 10_000,
      idleTimeoutMillis: 30_000,
    },
  });
}

/** Initialise, create the schema and run pending migrations (unless DB_MIGRATIONS_RUN=false). */
export async function openServiceDataSource(options: ServiceDataSourceOptions): Promise<DataSource> {
  const dataSource = createServiceDataSource(options);
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA IF NOT EXISTS "${options.service}"`);
  if (env('DB_MIGRATIONS_RUN') === undefined || envBool('DB_MIGRATIONS_RUN')) {
    await migrateWithLock(options);
  }
  return dataSource;
}

/**
 * Several replicas may boot at once: an advisory lock per schema makes migrations run once.
 * Migrations may rewrite big tables, so they run on their own short-lived data source without the
 * request time limit; the lock is held on its own client, never on a connection the migrations need.
 */
async function migrateWithLock(options: ServiceDataSourceOptions): Promise<void> {
  const lock = new Client({ connectionString: options.url });
  await lock.connect();
  const migrator = createServiceDataSource({ ...options, poolSize: 2, statementTimeoutMs: backgroundStatementTimeoutMs() });
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${options.service}`]);
    await migrator.initialize();
    const applied = await migrator.runMigrations({ transaction: 'each' });
    if (applied.length) log.info({ service: options.service, applied: applied.map((m) => m.name) }, 'migrations applied');
  } finally {
    if (migrator.isInitialized) await migrator.destroy().catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/**
 * A second, small data source on the same database and schema without the request time limit, for
 * background work whose statements may run long (clean-ups, VACUUM). The caller destroys it.
 */
export function createBackgroundDataSource(dataSource: DataSource, poolSize = 1): DataSource {
  const { schema, extra } = dataSource.options as { schema?: string; extra?: Record<string, unknown> };
  const service = schema ?? 'public';
  const timeoutMs = backgroundStatementTimeoutMs();
  return new DataSource({
    ...dataSource.options,
    migrations: [],
    extra: { ...extra, max: poolSize, application_name: `mail-${service}-background`, options: connectionOptions(service, timeoutMs) },
  });
}
