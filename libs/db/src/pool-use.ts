import type { DataSource } from 'typeorm';

export interface PoolUse {
  total: number;
  idle: number;
  /** callers queued for a connection */
  waiting: number;
}

interface PgPoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Connections of a pg Pool (the jobs pool, say). */
export function poolUse(pool: PgPoolCounts): PoolUse {
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/** The pg Pool behind a TypeORM postgres data source (undefined before it is initialised or after it closed). */
export function dataSourcePoolUse(dataSource: DataSource): PoolUse | undefined {
  const pool = (dataSource.driver as unknown as { master?: PgPoolCounts }).master;
  return dataSource.isInitialized && pool ? poolUse(pool) : undefined;
}
