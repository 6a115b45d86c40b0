import type PgBoss from 'pg-boss';

import { returningRows } from '@mail/db';

/** Anything that runs SQL: a pg Pool or Client, a TypeORM EntityManager or QueryRunner (inside a transaction or not). */
export interface SqlRunner {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** pg-boss's `db` interface over a SqlRunner, so pg-boss statements can run on the caller's connection and transaction. */
export function bossDb(runner: SqlRunner): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: rowsOf(await runner.query(text, values)) }),
  };
}

// pg answers with a QueryResult; TypeORM with the rows (or [rows, count] for UPDATE/DELETE ... RETURNING).
function rowsOf(result: unknown): unknown[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) return result.rows;
  return returningRows(result);
}
