import type { DataSource, EntityManager } from 'typeorm';

import { preparedQuery, returningRows } from '@mail/db';

/** anything that runs SQL: the data source (pooled, one statement) or a transaction's EntityManager */
export interface Queryable {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  query(sql: string, params?: unknown[]): Promise<any>;
}

/**
 * Raw SQL access to the service's schema. `tx` runs work on one pooled connection; work inside it must never
 * wait on another connection from the same pool (the pool is small and would deadlock under load).
 * ServiceLifecycle closes the pool, last.
 */
export class ServiceDb {
  constructor(readonly dataSource: DataSource) {}

  query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.dataSource.query<T[]>(sql, params);
  }

  /**
   * Hot fixed-shape reads/writes as named prepared statements (planned once per connection). Never for
   * compiled rule SQL: a generic plan would ignore how big the list is.
   */
  prepared<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
    return preparedQuery<T>(this.dataSource, sql, params);
  }

  async one<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const rows = await this.query<T>(sql, params);
    return rows[0];
  }

  /**
   * UPDATE/DELETE … RETURNING: TypeORM answers those with [rows, affectedCount] instead of rows.
   */
  async returning<T = Record<string, unknown>>(sql: string, params: unknown[] = [], q: Queryable = this.dataSource): Promise<T[]> {
    return returningRows<T>(await q.query(sql, params));
  }

  tx<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }
}
