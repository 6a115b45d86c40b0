export interface JobQueueStats {
  queue: string;
  /** waiting to run: due now or scheduled for later */
  created: number;
  /** failed and waiting for their retry */
  retry: number;
  active: number;
  /** age of the oldest job that is due and not started (0 when none) */
  lagSeconds: number;
}

/**
 * Every queue of a jobs schema (pg-boss's own `__pgboss__…` queues left out) with its waiting, retrying and running jobs, in one statement. The waiting ones are
 * read through pg-boss's own (name, start_after) index of unstarted jobs.
 */
export function jobQueueStatsSql(schema: string): string {
  return `SELECT q."name" AS "queue",
            COALESCE(w."created", 0)::int AS "created",
            COALESCE(w."retry", 0)::int AS "retry",
            COALESCE(a."active", 0)::int AS "active",
            COALESCE(w."lag", 0)::float8 AS "lagSeconds"
     FROM "${schema}"."queue" q
     LEFT JOIN (
       SELECT "name",
              count(*) FILTER (WHERE "state" = 'created') AS "created",
              count(*) FILTER (WHERE "state" = 'retry') AS "retry",
              EXTRACT(EPOCH FROM now() - min("start_after") FILTER (WHERE "start_after" <= now())) AS "lag"
       FROM "${schema}"."job" WHERE "state" < 'active' GROUP BY "name"
     ) w ON w."name" = q."name"
     LEFT JOIN (SELECT "name", count(*) AS "active" FROM "${schema}"."job" WHERE "state" = 'active' GROUP BY "name") a ON a."name" = q."name"
     WHERE q."name" NOT LIKE '\_\_pgboss\_\_%'`;
}
