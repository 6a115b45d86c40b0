import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { backgroundStatementTimeoutMs } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import type { BatchResult } from './import-batch.writer';
import { codePoints } from './csv-reader';
import { ts } from '../common/sql';
import { MAX_STORED_ERRORS, type ImportJobRow, type ImportOptions, type RowError } from './import-job.row';

const COLUMNS = `"id", "user_id", "list_id", "status", "format", "options", "total_rows", "processed_rows", "source_offset", "committed_batches", "imported", "updated", "skipped", "failed"`;

export interface ImportJobView {
  id: number;
  status: 'Pending' | 'Running' | 'Completed' | 'Failed';
  createdAt: string;
  finishedAt: string;
  processedRows: number;
  imported: number;
  updated: number;
  skipped: number;
  failed: number;
  errors: RowError[];
}

/** The import_job row (source, progress, counters) and its batch ledger: every statement of an import. */
@Injectable()
export class ImportJobRepository {
  constructor(private readonly db: ServiceDb) {}

  /** subscribers.import.get: the user's import of the list, with its counters and first failed rows */
  owned(userId: number, listId: number, id: number): Promise<ImportJobView | undefined> {
    return this.db.one<ImportJobView>(
      `SELECT "id"::float8 AS "id", "status", ${ts('"created_at"')} AS "createdAt", coalesce(${ts('"finished_at"')}, '') AS "finishedAt",
              "processed_rows" AS "processedRows", "imported", "updated", "skipped", "failed", "errors"
       FROM "lists"."import_job" WHERE "id" = $1 AND "user_id" = $2 AND "list_id" = $3`,
      [id, userId, listId],
    );
  }

  /** the job row, then its source in pieces (`import_source`); the source column stays empty */
  async insert(m: EntityManager, job: { userId: number; listId: number; format: 'csv' | 'json'; source: string; options: ImportOptions }): Promise<string> {
    const [row]: { id: string }[] = await m.query(
      `INSERT INTO "lists"."import_job" ("user_id", "list_id", "format", "source", "options") VALUES ($1, $2, $3, '', $4::jsonb) RETURNING "id"`,
      [job.userId, job.listId, job.format, JSON.stringify({ ...job.options, pieces: true })],
    );
    const pieces = sourcePieces(job.source);
    for (let from = 0; from < pieces.length; from += PIECES_PER_STATEMENT) {
      const some = pieces.slice(from, from + PIECES_PER_STATEMENT);
      const params: unknown[] = [row.id];
      const tuples = some.map((p) => {
        params.push(p.start, p.end, p.text);
        const n = params.length;
        return `($1, $${n - 2}, $${n - 1}, $${n})`;
      });
      await m.query(`INSERT INTO "lists"."import_source" ("job_id", "start_offset", "end_offset", "text") VALUES ${tuples.join(', ')}`, params);
    }
    return row.id;
  }

  /**
   * Marks the import Running (first run or a later chunk) and answers its committed state; undefined once it is
   * finished. The first run fixes the import's batch size, so every later run cuts the same batches.
   */
  async start(id: string, batchRows: number): Promise<ImportJobRow | undefined> {
    const rows = await this.db.returning<ImportJobRow>(
      `UPDATE "lists"."import_job" SET "status" = 'Running', "started_at" = coalesce("started_at", now() at time zone 'utc'),
         "options" = CASE WHEN "options" ? 'batchRows' THEN "options" ELSE "options" || jsonb_build_object('batchRows', $2::int) END
       WHERE "id" = $1 AND "status" IN ('Pending', 'Running') RETURNING ${COLUMNS}`,
      [id, batchRows],
    );
    return rows[0];
  }

  /** imports not finished yet (served by import_job_pending_idx) */
  async unfinishedIds(): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(`SELECT "id" FROM "lists"."import_job" WHERE "status" IN ('Pending', 'Running') ORDER BY "id"`);
    return rows.map((r) => r.id);
  }

  /** whether any import still waits or runs (served by import_job_pending_idx) */
  async anyUnfinished(): Promise<boolean> {
    const [row] = await this.db.query(`SELECT 1 FROM "lists"."import_job" WHERE "status" IN ('Pending', 'Running') LIMIT 1`);
    return !!row;
  }

  async finish(id: string, status: 'Completed' | 'Failed'): Promise<void> {
    await this.db.query(`UPDATE "lists"."import_job" SET "status" = $2, "finished_at" = now() at time zone 'utc' WHERE "id" = $1 AND "status" = 'Running'`, [
      id,
      status,
    ]);
  }

  /** batch numbers committed after the contiguous prefix (before a crash): skipped on resume */
  async committedBatches(id: string): Promise<Set<number>> {
    const rows = await this.db.query<{ batch_no: number }>(`SELECT "batch_no" FROM "lists"."import_batch" WHERE "job_id" = $1`, [id]);
    return new Set(rows.map((r) => r.batch_no));
  }

  /**
   * Records a committed batch in the caller's transaction: its ledger row, then the job's counters. The job
   * row is locked last (parallel batches serialize only there); its offset advances over the contiguous
   * committed prefix. Answers the rows now committed (undefined when the prefix did not move), false when
   * the import is no longer Running or another run committed this batch already (the caller rolls back).
   */
  async recordBatch(
    m: EntityManager,
    id: string,
    batch: { no: number; endOffset: number; endRow: number },
    r: BatchResult,
  ): Promise<number | undefined | false> {
    const ledger: unknown[] = await m.query(
      `INSERT INTO "lists"."import_batch" ("job_id", "batch_no", "end_offset", "end_row") VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING 1`,
      [id, batch.no, batch.endOffset, batch.endRow],
    );
    if (!ledger.length) return false;
    // NO KEY UPDATE: compatible with the KEY SHARE lock the ledger insert's foreign key takes on the job row
    const [locked]: { committed_batches: number; status: string }[] = await m.query(
      `SELECT "committed_batches", "status" FROM "lists"."import_job" WHERE "id" = $1 FOR NO KEY UPDATE`,
      [id],
    );
    if (locked?.status !== 'Running' || batch.no < locked.committed_batches) return false;
    const committed: { batch_no: number; end_offset: string; end_row: number }[] = await m.query(
      `SELECT "batch_no", "end_offset", "end_row" FROM "lists"."import_batch" WHERE "job_id" = $1 AND "batch_no" >= $2 ORDER BY "batch_no"`,
      [id, locked.committed_batches],
    );
    let prefix = locked.committed_batches;
    let last: (typeof committed)[number] | undefined;
    for (const entry of committed) {
      if (entry.batch_no !== prefix) break;
      last = entry;
      prefix++;
    }
    await m.query(
      `UPDATE "lists"."import_job" SET "imported" = "imported" + $2, "updated" = "updated" + $3, "skipped" = "skipped" + $4, "failed" = "failed" + $5,
         "errors" = CASE WHEN jsonb_array_length("errors") >= ${MAX_STORED_ERRORS} THEN "errors" ELSE "errors" || $6::jsonb END,
         "committed_batches" = $7, "source_offset" = coalesce($8, "source_offset"), "processed_rows" = coalesce($9, "processed_rows")
       WHERE "id" = $1`,
      [
        id,
        r.imported,
        r.updated,
        r.skipped,
        r.failed,
        JSON.stringify(r.errors.slice(0, MAX_STORED_ERRORS)),
        prefix,
        last?.end_offset ?? null,
        last?.end_row ?? null,
      ],
    );
    if (prefix > locked.committed_batches) await m.query(`DELETE FROM "lists"."import_batch" WHERE "job_id" = $1 AND "batch_no" < $2`, [id, prefix]);
    return last ? Number(last.end_row) : undefined;
  }

  /** A batch's transaction: without the request time limit, and not waiting for the WAL flush (a lost batch is re-read from the committed offset). */
  batchTransaction<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    const limit = String(Math.trunc(backgroundStatementTimeoutMs()));
    return this.db.tx(async (m) => {
      // the three settings of liftStatementTimeout and synchronous_commit in one round trip
      await m.query(
        `SELECT set_config('synchronous_commit', 'off', true), set_config('statement_timeout', $1, true), set_config('idle_in_transaction_session_timeout', $1, true)`,
        [limit],
      );
      return work(m);
    });
  }

  /**
   * `length` characters (code points) of the stored source from a zero-based offset: from the pieces that
   * cover the range (an index range scan), or with substr() on the text of an import stored before pieces.
   */
  async slice(job: Pick<ImportJobRow, 'id' | 'options'>, offset: number, length: number): Promise<string> {
    if (!job.options.pieces) {
      const [row] = await this.db.query<{ t: string }>(`SELECT substr("source", $2, $3) AS t FROM "lists"."import_job" WHERE "id" = $1`, [
        job.id,
        offset + 1,
        length,
      ]);
      return row?.t ?? '';
    }
    const [row] = await this.db.query<{ t: string | null }>(
      `SELECT string_agg(substr(p."text", greatest(1, $2 - p."start_offset" + 1)::int, ($2 + $3 - greatest(p."start_offset", $2))::int), '' ORDER BY p."start_offset") AS t
         FROM "lists"."import_source" p
        WHERE p."job_id" = $1 AND p."start_offset" > $2 - ${PIECE_CHARS} AND p."start_offset" < $2 + $3 AND p."end_offset" > $2`,
      [job.id, offset, length],
    );
    return row?.t ?? '';
  }

  /** the whole stored source (JSON rows) */
  async source(job: Pick<ImportJobRow, 'id' | 'options'>): Promise<string> {
    const [row] = job.options.pieces
      ? await this.db.query<{ source: string | null }>(
          `SELECT string_agg("text", '' ORDER BY "start_offset") AS source FROM "lists"."import_source" WHERE "job_id" = $1`,
          [job.id],
        )
      : await this.db.query<{ source: string }>(`SELECT "source" FROM "lists"."import_job" WHERE "id" = $1`, [job.id]);
    return row?.source || '[]';
  }
}

/** characters per stored piece of a source: a piece, and a slice read from a few, stays a regular V8 heap object */
export const PIECE_CHARS = 32_768;
/** pieces written per INSERT (about 0.5–2 MB of parameters) */
const PIECES_PER_STATEMENT = 16;

/** a source cut into pieces of at most PIECE_CHARS UTF-16 units (never inside a surrogate pair), with code-point offsets */
export function sourcePieces(source: string): { start: number; end: number; text: string }[] {
  const pieces: { start: number; end: number; text: string }[] = [];
  let points = 0;
  for (let i = 0; i < source.length;) {
    let end = Math.min(source.length, i + PIECE_CHARS);
    const last = source.charCodeAt(end - 1);
    if (end < source.length && last >= 0xd800 && last <= 0xdbff) end--;
    const n = codePoints(source, end, i);
    pieces.push({ start: points, end: points + n, text: source.slice(i, end) });
    points += n;
    i = end;
  }
  return pieces;
}
