import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { envInt } from '@mail/config';
import { type JobContext, JobHandler, JobQueue, PermanentJobError } from '@mail/jobs';

import { CustomFieldRepository } from '../custom-fields/custom-field.repository';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { ImportBatchWriter } from './import-batch.writer';
import type { ImportJobRow } from './import-job.row';
import { ImportJobRepository } from './import-job.repository';
import type { ImportTarget } from './import-mapping';
import { ImportSourceReader } from './import-source.reader';
import { ImportSubscribers, type ImportSubscribersPayload, ImportVacuum } from './import-subscribers.job';

/** rows loaded by one import after which the subscriber tables get a VACUUM ANALYZE */
const VACUUM_AFTER_ROWS = 50_000;

interface Batch {
  no: number;
  rows: { row: number; cells: string[] }[];
  endOffset: number;
  endRow: number;
}

/**
 * Runs an import job: reads the source from the committed offset and commits batches of IMPORT_BATCH_ROWS
 * rows, up to IMPORT_CONCURRENCY at once, each with the import's progress in the same transaction. A run
 * that stops (shutdown, expiry, crash) leaves a consistent offset for the retry to resume from.
 */
@Injectable()
export class ImportSubscribersProcessor implements OnApplicationBootstrap {
  private readonly batchSize = Math.max(1, envInt('IMPORT_BATCH_ROWS', 20_000));
  private readonly concurrency = Math.max(1, envInt('IMPORT_CONCURRENCY', 2));

  constructor(
    private readonly imports: ImportJobRepository,
    private readonly reader: ImportSourceReader,
    private readonly fields: CustomFieldRepository,
    private readonly writer: ImportBatchWriter,
    private readonly queue: JobQueue,
  ) {}

  /**
   * Every unfinished import has a job: those of an older version (before imports were jobs) get one now.
   * Idempotent across replicas: the queue keeps one waiting job per import, and a run of a finished import
   * ends at once.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const importId of await this.imports.unfinishedIds()) await this.queue.send(ImportSubscribers, { importId });
  }

  @JobHandler(ImportSubscribers)
  async run(payload: ImportSubscribersPayload, context: JobContext): Promise<{ loadedRows: number }> {
    const job = await this.imports.start(payload.importId);
    if (!job) return { loadedRows: 0 }; // finished by an earlier run: a duplicate delivery
    try {
      const loadedRows = await this.load(job, context);
      await this.imports.finish(job.id, 'Completed');
      if (loadedRows >= VACUUM_AFTER_ROWS) await this.queue.send(ImportVacuum, {});
      return { loadedRows };
    } catch (error) {
      // stopped (shutdown, expiry): the retry resumes; failed for good: the import says so
      const final = !context.signal.aborted && (error instanceof PermanentJobError || context.attempt > ImportSubscribers.retryLimit);
      if (final) await this.imports.finish(job.id, 'Failed');
      throw error;
    }
  }

  /** Commits the rest of the source; answers the rows this run loaded. Throws when stopped before the end. */
  private async load(job: ImportJobRow, context: JobContext): Promise<number> {
    const fieldRows = await this.fields.forList(job.user_id, Number(job.list_id));
    const fields = new Map<number, CustomFieldRow>(fieldRows.map((f) => [Number(f.id), f]));
    const committed = await this.imports.committedBatches(job.id);
    const inFlight = new Set<Promise<void>>();
    let failure: unknown;
    let taken = false;
    const halted = () => failure !== undefined || taken || context.signal.aborted;
    let targets: Map<number, ImportTarget> | undefined;
    let batch: Batch = { no: job.committed_batches, rows: [], endOffset: Number(job.source_offset), endRow: job.processed_rows };

    const flush = async (): Promise<void> => {
      const ready = batch;
      batch = { no: ready.no + 1, rows: [], endOffset: ready.endOffset, endRow: ready.endRow };
      if (committed.has(ready.no)) return;
      while (inFlight.size >= this.concurrency) await Promise.race(inFlight);
      if (halted()) return;
      const work: Promise<void> = this.commit(job, ready, targets!, fields)
        .then(
          async (outcome) => {
            if (outcome === false) taken = true;
            else if (outcome !== undefined) await context.reportProgress({ done: outcome, total: Number(job.total_rows ?? 0) });
          },
          (error: unknown) => {
            failure ??= error;
          },
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    };

    try {
      for await (const item of this.reader.rows(
        job,
        fieldRows.map((f) => ({ id: Number(f.id), name: f.name })),
      )) {
        if ('invalid' in item) throw new PermanentJobError(item.invalid);
        if ('targets' in item) {
          targets = item.targets;
          continue;
        }
        batch.rows.push({ row: batch.endRow + 1, cells: item.cells });
        batch.endRow++;
        batch.endOffset = item.endOffset;
        if (batch.rows.length >= this.batchSize) await flush();
        if (halted()) break;
      }
      if (!halted() && batch.rows.length) await flush();
    } finally {
      await Promise.all([...inFlight]);
    }
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    context.signal.throwIfAborted();
    return batch.endRow - job.processed_rows;
  }

  /** One transaction: the batch and its progress. The rows now committed, undefined when unchanged, false when the import is no longer running. */
  private commit(
    job: ImportJobRow,
    batch: Batch,
    targets: Map<number, ImportTarget>,
    fields: Map<number, CustomFieldRow>,
  ): Promise<number | undefined | false> {
    return this.imports.batchTransaction(async (m) => {
      if (!(await this.imports.isRunning(m, job.id))) return false;
      const result = await this.writer.write(m, { userId: job.user_id, listId: Number(job.list_id), options: job.options }, batch.rows, targets, fields);
      return this.imports.recordBatch(m, job.id, batch, result);
    });
  }
}
