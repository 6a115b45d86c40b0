import { Injectable, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';

import { envInt, logger } from '@mail/config';
import { createBackgroundDataSource, liftStatementTimeout } from '@mail/db';

import { ListsDb } from '../common/db';
import { CustomFieldRepository } from '../custom-fields/custom-field.repository';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { codePoints, readCsvChunk } from './csv-reader';
import { ImportBatchWriter } from './import-batch.writer';
import { MAX_STORED_ERRORS, type ImportJobRow } from './import-job.row';
import { columnTargets, type ImportTarget } from './import-mapping';

const log = logger('lists.import');
const LEASE_SECONDS = 60;
const CHUNK_CHARS = 2_000_000;

/**
 * Background import worker. Claims one job at a time with FOR UPDATE SKIP LOCKED (several replicas share the
 * queue), reads the CSV source in slices with substr() (memory stays flat whatever the file size), and
 * commits each batch together with the job's progress and source offset — a restart resumes exactly after
 * the last committed batch. A lease lets another worker take over a job whose worker died.
 */
@Injectable()
export class ImportWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;
  private readonly batchSize = envInt('IMPORT_BATCH_ROWS', 20_000);
  /** rows imported since the last VACUUM ANALYZE; run once the queue is empty (not between queued jobs) */
  private loadedSinceMaintenance = 0;
  private readonly concurrency = Math.max(1, envInt('IMPORT_CONCURRENCY', 2));
  /** batch commits under way, of all jobs: at most `concurrency` */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: ListsDb,
    private readonly fields: CustomFieldRepository,
    private readonly writer: ImportBatchWriter,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.kick(), 2000);
    this.timer.unref();
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    while (this.running) await new Promise((r) => setTimeout(r, 20));
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((error) => log.error({ err: error }, 'import worker failed; will retry'))
      .finally(() => {
        this.running = false;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private async drain(): Promise<void> {
    // a job's last batches still commit while the next job is claimed and parsed (no idle pipeline between jobs)
    const tails = new Set<Promise<void>>();
    try {
      while (!this.stopped) {
        const job = await this.claim();
        if (!job) {
          if (!tails.size) return await this.maintain();
          await Promise.all([...tails]); // a job may have been queued meanwhile: look again
          continue;
        }
        const fail = async (error: unknown): Promise<void> => {
          log.error({ err: error, jobId: job.id }, 'import job failed');
          await this.db.query(
            `UPDATE "lists"."import_job" SET "status" = 'Failed', "finished_at" = now() at time zone 'utc', "lease_until" = NULL WHERE "id" = $1`,
            [job.id],
          );
        };
        const handed = await this.process(job).catch(async (error: unknown) => {
          await fail(error);
          return undefined;
        });
        if (!handed) continue;
        const done: Promise<void> = handed.tail.catch(fail).finally(() => tails.delete(done));
        tails.add(done);
      }
    } finally {
      await Promise.all([...tails]);
    }
  }

  private async claim(): Promise<ImportJobRow | undefined> {
    const rows = await this.db.returning<ImportJobRow>(
      `UPDATE "lists"."import_job" SET "status" = 'Running', "lease_until" = (now() at time zone 'utc') + make_interval(secs => ${LEASE_SECONDS}),
              "started_at" = coalesce("started_at", now() at time zone 'utc')
       WHERE "id" = (SELECT "id" FROM "lists"."import_job"
                     WHERE "status" = 'Pending' OR ("status" = 'Running' AND "lease_until" < now() at time zone 'utc')
                     ORDER BY "id" FOR UPDATE SKIP LOCKED LIMIT 1)
       RETURNING "id", "user_id", "list_id", "status", "format", "options", "total_rows", "processed_rows", "source_offset", "committed_batches", "imported", "updated", "skipped", "failed"`,
    );
    return rows[0];
  }

  /**
   * Reads the job and hands its batches to the shared commit slots; resolves once every batch is handed over,
   * with the job's completion (its last batches commit, then it is marked Completed).
   */
  private async process(job: ImportJobRow): Promise<{ tail: Promise<void> }> {
    const listId = Number(job.list_id);
    const fieldRows = await this.fields.forList(job.user_id, listId);
    const fields = new Map<number, CustomFieldRow>(fieldRows.map((f) => [Number(f.id), f]));
    const named = fieldRows.map((f) => ({ id: Number(f.id), name: f.name }));
    const rows = job.format === 'csv' ? this.csvRows(job, named) : this.jsonRows(job, named);
    let targets: Map<number, ImportTarget> | undefined;
    let batch: { row: number; cells: string[] }[] = [];
    let offset = Number(job.source_offset);
    let rowNumber = job.processed_rows;
    let batchNo = job.committed_batches;
    // batches committed before a restart but after the contiguous prefix: skipped on resume
    const done = new Set(
      (await this.db.query<{ batch_no: number }>(`SELECT "batch_no" FROM "lists"."import_batch" WHERE "job_id" = $1`, [job.id])).map((r) => r.batch_no),
    );
    // up to `concurrency` batches (of this and the previous job) commit in parallel while the next one is parsed
    const inFlight = new Set<Promise<void>>();
    let stop = false;
    let failure: unknown;
    const flush = async (): Promise<boolean> => {
      const ready = batch;
      const no = batchNo++;
      const [endOffset, endRow] = [offset, rowNumber];
      batch = [];
      if (done.has(no)) return true;
      while (this.inFlight.size >= this.concurrency) await Promise.race(this.inFlight);
      if (stop) return false;
      const work: Promise<void> = this.commit(job, no, ready, targets!, fields, endOffset, endRow)
        .then(
          (ok) => {
            if (!ok) stop = true;
          },
          (error: unknown) => {
            stop = true;
            failure = error;
          },
        )
        .finally(() => {
          inFlight.delete(work);
          this.inFlight.delete(work);
        });
      inFlight.add(work);
      this.inFlight.add(work);
      return true;
    };
    try {
      for await (const item of rows) {
        if ('invalid' in item) throw new Error(item.invalid);
        if ('targets' in item) {
          targets = item.targets;
          continue;
        }
        batch.push({ row: ++rowNumber, cells: item.cells });
        offset = item.endOffset;
        if (batch.length >= this.batchSize && !(await flush())) break;
      }
      if (!stop && batch.length) await flush();
    } catch (error) {
      await Promise.all([...inFlight]);
      throw error;
    }
    const tail = (async (): Promise<void> => {
      await Promise.all([...inFlight]);
      if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
      if (stop) return;
      await this.db.query(
        `UPDATE "lists"."import_job" SET "status" = 'Completed', "finished_at" = now() at time zone 'utc', "lease_until" = NULL WHERE "id" = $1`,
        [job.id],
      );
      this.loadedSinceMaintenance += rowNumber - job.processed_rows;
    })();
    return { tail };
  }

  /**
   * After a large load, once no job is waiting: VACUUM (sets the visibility map, so segment counts use
   * index-only scans on the subscriber key) and ANALYZE (fresh statistics, so segment queries get hash-join
   * plans at once; with stale statistics the 3-rule count took seconds).
   */
  private async maintain(): Promise<void> {
    if (this.loadedSinceMaintenance < 50_000 || this.stopped) return;
    this.loadedSinceMaintenance = 0;
    // VACUUM cannot run inside a transaction (so no SET LOCAL): it gets a connection without the request time limit
    const background = createBackgroundDataSource(this.db.dataSource);
    try {
      await background.initialize();
      await background.query(`VACUUM (ANALYZE) "lists"."subscriber", "lists"."custom_field_value", "lists"."subscriber_tag", "lists"."activity"`);
    } catch (error) {
      log.warn({ err: error }, 'post-import VACUUM ANALYZE failed');
    } finally {
      if (background.isInitialized) await background.destroy().catch(() => undefined);
    }
  }

  /**
   * One transaction: the batch, its ledger row and the job's counters. The job row is locked last (so
   * parallel batches only serialize there); the job's offset advances over the contiguous committed prefix.
   * False when the job was taken over, or the worker stops.
   */
  private async commit(
    job: ImportJobRow,
    batchNo: number,
    batch: { row: number; cells: string[] }[],
    targets: Map<number, ImportTarget>,
    fields: Map<number, CustomFieldRow>,
    endOffset: number,
    endRow: number,
  ): Promise<boolean> {
    if (this.stopped) return false;
    return this.db.tx(async (m) => {
      // a lost batch is re-read from the committed offset after a crash, so the commit need not wait for the WAL flush
      await m.query(`SET LOCAL synchronous_commit = off`);
      // a batch of 20,000 rows on a busy server may take longer than a request is allowed to
      await liftStatementTimeout(m);
      const [mine] = await m.query(`SELECT 1 FROM "lists"."import_job" WHERE "id" = $1 AND "status" = 'Running'`, [job.id]);
      if (!mine) return false;
      const r = await this.writer.write(m, { userId: job.user_id, listId: Number(job.list_id), options: job.options }, batch, targets, fields);
      await m.query(`INSERT INTO "lists"."import_batch" ("job_id", "batch_no", "end_offset", "end_row") VALUES ($1, $2, $3, $4)`, [
        job.id,
        batchNo,
        endOffset,
        endRow,
      ]);
      // NO KEY UPDATE: compatible with the KEY SHARE lock the ledger insert's foreign key takes on the job row
      const [locked]: { committed_batches: number; status: string }[] = await m.query(
        `SELECT "committed_batches", "status" FROM "lists"."import_job" WHERE "id" = $1 FOR NO KEY UPDATE`,
        [job.id],
      );
      if (locked?.status !== 'Running') return false;
      const ledger: { batch_no: number; end_offset: string; end_row: number }[] = await m.query(
        `SELECT "batch_no", "end_offset", "end_row" FROM "lists"."import_batch" WHERE "job_id" = $1 AND "batch_no" >= $2 ORDER BY "batch_no"`,
        [job.id, locked.committed_batches],
      );
      let prefix = locked.committed_batches;
      let last: (typeof ledger)[number] | undefined;
      for (const entry of ledger) {
        if (entry.batch_no !== prefix) break;
        last = entry;
        prefix++;
      }
      await m.query(
        `UPDATE "lists"."import_job" SET "imported" = "imported" + $2, "updated" = "updated" + $3, "skipped" = "skipped" + $4, "failed" = "failed" + $5,
           "errors" = CASE WHEN jsonb_array_length("errors") >= ${MAX_STORED_ERRORS} THEN "errors" ELSE "errors" || $6::jsonb END,
           "committed_batches" = $7, "source_offset" = coalesce($8, "source_offset"), "processed_rows" = coalesce($9, "processed_rows"),
           "lease_until" = (now() at time zone 'utc') + make_interval(secs => ${LEASE_SECONDS})
         WHERE "id" = $1`,
        [
          job.id,
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
      if (prefix > locked.committed_batches) await m.query(`DELETE FROM "lists"."import_batch" WHERE "job_id" = $1 AND "batch_no" < $2`, [job.id, prefix]);
      return true;
    });
  }

  /** CSV rows from the stored source, read in slices from the committed offset; the first item is the column targets */
  private async *csvRows(
    job: ImportJobRow,
    named: { id: number; name: string }[],
  ): AsyncGenerator<{ targets: Map<number, ImportTarget> } | { invalid: string } | { cells: string[]; endOffset: number }> {
    const delimiter = job.options.delimiter || ',';
    let header: string[] | undefined;
    if (job.options.header) {
      const first = await this.slice(job.id, 0, 64_000);
      header = readCsvChunk(first, delimiter, first.length < 64_000).rows[0] ?? [];
      header = header.map((h, i) => (i === 0 ? h.replace(/^\uFEFF/, '') : h));
    }
    const mapped = columnTargets(job.options.mapping, header, named);
    if (mapped.invalid) return yield { invalid: mapped.invalid };
    yield { targets: mapped.targets };
    let offset = Number(job.source_offset);
    let headerPending = job.options.header && offset === 0;
    let size = CHUNK_CHARS;
    for (;;) {
      const text = await this.slice(job.id, offset, size);
      if (!text) return;
      const final = text.length < size;
      const chunk = readCsvChunk(text, delimiter, final);
      if (!chunk.consumed && !final) {
        size *= 2; // one record longer than the slice
        continue;
      }
      let done = 0;
      let chars = 0;
      for (let i = 0; i < chunk.rows.length; i++) {
        chars += codePoints(text, chunk.ends[i], done);
        done = chunk.ends[i];
        if (headerPending) {
          headerPending = false;
          continue;
        }
        yield { cells: chunk.rows[i], endOffset: offset + chars };
      }
      offset += codePoints(text, chunk.consumed);
      if (final) return;
      size = CHUNK_CHARS;
    }
  }

  private async *jsonRows(
    job: ImportJobRow,
    named: { id: number; name: string }[],
  ): AsyncGenerator<{ targets: Map<number, ImportTarget> } | { invalid: string } | { cells: string[]; endOffset: number }> {
    const [row] = await this.db.query<{ source: string }>(`SELECT "source" FROM "lists"."import_job" WHERE "id" = $1`, [job.id]);
    const items = JSON.parse(row.source) as unknown[];
    const objects = items.length > 0 && items.every((i) => i && typeof i === 'object' && !Array.isArray(i));
    const header = objects ? [...new Set(items.flatMap((i) => Object.keys(i as object)))] : undefined;
    const mapped = columnTargets(job.options.mapping, header, named);
    if (mapped.invalid) return yield { invalid: mapped.invalid };
    yield { targets: mapped.targets };
    for (let i = Number(job.source_offset); i < items.length; i++) {
      const item = items[i];
      const cells = objects ? header!.map((h) => cell((item as Record<string, unknown>)[h])) : Array.isArray(item) ? item.map(cell) : [cell(item)];
      yield { cells, endOffset: i + 1 };
    }
  }

  private async slice(jobId: string, offset: number, length: number): Promise<string> {
    const [row] = await this.db.query<{ t: string }>(`SELECT substr("source", $2, $3) AS t FROM "lists"."import_job" WHERE "id" = $1`, [
      jobId,
      offset + 1,
      length,
    ]);
    return row?.t ?? '';
  }
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
