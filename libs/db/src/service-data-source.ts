import { Client } from 'pg';
import { DataSource, type MixedList, type EntitySchema } from 'typeorm';

import { envBool, envInt, env, logger } from '@mail/config';

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
}

/** One TypeORM data source per service, in its own schema, changed only by migrations. */
export function createServiceDataSource(options: ServiceDataSourceOptions): DataSource {
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
      options: `-c search_path=${options.service},public`,
      connectionTimeoutMillis: 10_000,
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
    await migrateWithLock(dataSource, options.service, options.url);
  }
  return dataSource;
}

/** Several replicas may boot at once: an advisory lock per schema makes migrations run once. */
// The lock is held on its own client, never on a pooled connection the migrations also need.
async function migrateWithLock(dataSource: DataSource, service: string, url: string): Promise<void> {
  const lock = new Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${service}`]);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    if (applied.length) log.info({ service, applied: applied.map((m) => m.name) }, 'migrations applied');
  } finally {
    await lock.end().catch(() => undefined);
  }
}
