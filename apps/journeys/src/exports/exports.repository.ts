import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ExportOptions {
  StatsStartDate: string;
  StatsEndDate: string;
  Status: 'Enabled' | 'Disabled' | 'all';
  IncludeActions: boolean;
}

export interface ExportRow {
  id: string;
  user_id: number;
  status: 'Pending' | 'Processing' | 'Completed' | 'Failed';
  options: ExportOptions;
  bytes: number;
  submitted_at: string;
  started_at: string | null;
  updated_at: string;
  finished_at: string | null;
  expires_at: string | null;
}

const TIME = (c: string) => `to_char("${c}", 'YYYY-MM-DD HH24:MI:SS') AS "${c}"`;
const COLUMNS = `"id", "user_id", "status", "options", "bytes", ${['submitted_at', 'started_at', 'updated_at', 'finished_at', 'expires_at'].map(TIME).join(', ')}`;
const KEEP_DAYS = 7;

/** Journey exports: the job's record, its state and its CSV. */
@Injectable()
export class ExportsRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, options: ExportOptions): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(`INSERT INTO "journeys"."export" ("user_id", "options") VALUES ($1, $2) RETURNING "id"`, [
      userId,
      options,
    ]);
    return Number(row.id);
  }

  owned(userId: number, id: number): Promise<ExportRow | undefined> {
    return this.db.one<ExportRow>(`SELECT ${COLUMNS} FROM "journeys"."export" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]);
  }

  /** the export, marked Processing (undefined when gone or already Completed) */
  async start(id: number): Promise<ExportRow | undefined> {
    const rows = await this.db.returning<ExportRow>(
      `UPDATE "journeys"."export" SET "status" = 'Processing', "started_at" = now() at time zone 'utc', "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "status" <> 'Completed' RETURNING ${COLUMNS}`,
      [id],
    );
    return rows[0];
  }

  async complete(id: number, csv: string): Promise<void> {
    await this.db.query(
      `UPDATE "journeys"."export" SET "status" = 'Completed', "csv" = $2, "bytes" = octet_length($2), "updated_at" = now() at time zone 'utc',
         "finished_at" = now() at time zone 'utc', "expires_at" = now() at time zone 'utc' + make_interval(days => $3) WHERE "id" = $1`,
      [id, csv, KEEP_DAYS],
    );
  }

  async failed(id: number): Promise<void> {
    await this.db.query(
      `UPDATE "journeys"."export" SET "status" = 'Failed', "updated_at" = now() at time zone 'utc', "finished_at" = now() at time zone 'utc' WHERE "id" = $1`,
      [id],
    );
  }

  async csv(id: number): Promise<string> {
    const row = await this.db.one<{ csv: string | null }>(`SELECT "csv" FROM "journeys"."export" WHERE "id" = $1`, [id]);
    return row?.csv ?? '';
  }
}
