import { Pool } from 'pg';
import type PgBoss from 'pg-boss';

import { logger } from '@mail/config';

import { callerDb, outageRidingDb, type RuntimeState } from './outage-riding-db';
import { bossDb } from './sql-runner';

const log = logger('jobs.pool');

export interface JobsPoolOptions {
  service: string;
  url: string;
  size: number;
  /** 0 = no limit */
  statementTimeoutMs: number;
}

/**
 * pg-boss's own pool, apart from the service's data source: the service's connections carry a
 * statement_timeout sized for bus requests, which must not apply to job bookkeeping. The timeout is a
 * startup parameter, so it overrides role and database defaults (a `-c` option in DATABASE_URL's own
 * `options` parameter would still win).
 */
export function createJobsPool(options: JobsPoolOptions): Pool {
  const pool = new Pool({
    connectionString: options.url,
    max: options.size,
    application_name: `mail-${options.service}-jobs`,
    options: `-c statement_timeout=${Math.max(0, Math.floor(options.statementTimeoutMs))}`,
    connectionTimeoutMillis: 10_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', (error) => log.warn({ err: error, service: options.service }, 'idle jobs connection failed'));
  return pool;
}

/**
 * pg-boss's `db` over the pool, riding out database outages. Like pg-boss's own adapter it answers nothing once
 * closed: pg-boss completes a job without awaiting the query, which may land after a shutdown closed the pool.
 */
export function poolDb(pool: Pool, state: RuntimeState, service: string): PgBoss.Db {
  return outageRidingDb(bossDb(pool), state, service);
}

/** pg-boss's `db` over the pool for a caller's statements: they fail at once while the database is away. */
export function callerPoolDb(pool: Pool, state: RuntimeState): PgBoss.Db {
  return callerDb(bossDb(pool), state);
}
