import { Injectable } from '@nestjs/common';

import { jobsSchemaOf } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

const SCHEMA = jobsSchemaOf('campaigns');

/** The database catalog's table sizes, and campaigns' own job queues (the sending engine's "processes"). */
@Injectable()
export class AdminOpsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** every ordinary or partitioned table outside PostgreSQL's own schemas: catalog sizes and the planner's row estimate */
  tableSizes(): Promise<{ name: string; kind: string; rows: number; data: number; index: number }[]> {
    return this.db.query(
      `SELECT n."nspname" || '.' || c."relname" AS "name", CASE c."relkind" WHEN 'p' THEN 'partitioned' ELSE 'heap' END AS "kind",
              GREATEST(c."reltuples", 0)::bigint::float8 AS "rows",
              pg_table_size(c."oid")::float8 AS "data", pg_indexes_size(c."oid")::float8 AS "index"
       FROM pg_class c JOIN pg_namespace n ON n."oid" = c."relnamespace"
       WHERE c."relkind" IN ('r', 'p') AND n."nspname" NOT IN ('pg_catalog', 'information_schema') AND n."nspname" NOT LIKE 'pg_toast%'
       ORDER BY pg_total_relation_size(c."oid") DESC, 1`,
    );
  }

  queues(): Promise<{ name: string }[]> {
    return this.db.query(`SELECT "name" FROM "${SCHEMA}"."queue" WHERE "name" NOT LIKE '\\_\\_%' ORDER BY "name"`);
  }

  /** jobs running, retrying or due now (a later start is not a process yet) */
  jobs(): Promise<
    {
      id: string;
      name: string;
      state: string;
      retry_count: number;
      created_on: Date;
      started_on: Date | null;
      expire_seconds: number;
      since_ping: number | null;
    }[]
  > {
    return this.db.query(
      `SELECT "id", "name", "state", "retry_count", "created_on", "started_on", EXTRACT(EPOCH FROM "expire_in")::int AS "expire_seconds",
              EXTRACT(EPOCH FROM now() - COALESCE("started_on", "created_on"))::int AS "since_ping"
       FROM "${SCHEMA}"."job" WHERE "state" IN ('created', 'retry', 'active') AND "start_after" <= now() ORDER BY "created_on" LIMIT 1000`,
    );
  }
}
