import type { DataSource } from 'typeorm';

export interface OutboxStats {
  /** events committed and not yet handed to the bus */
  backlog: number;
  /** age of the oldest of them, 0 when none */
  oldestSeconds: number;
  /** events the service's consumers gave up on (dead_event rows) */
  dead: number;
}

/** A service's event backlog and dead letters in one statement (the metrics scrape reads it). */
export async function readOutboxStats(dataSource: DataSource, schema: string): Promise<OutboxStats> {
  const [row] = await dataSource.query<{ backlog: number; oldest: number; dead: number }[]>(
    `SELECT (SELECT count(*)::int FROM "${schema}"."outbox") AS "backlog",
            (SELECT COALESCE(EXTRACT(EPOCH FROM now() - min("occurred_at")), 0)::float8 FROM "${schema}"."outbox") AS "oldest",
            (SELECT count(*)::int FROM "${schema}"."dead_event") AS "dead"`,
  );
  return { backlog: Number(row?.backlog ?? 0), oldestSeconds: Math.max(0, Number(row?.oldest ?? 0)), dead: Number(row?.dead ?? 0) };
}
