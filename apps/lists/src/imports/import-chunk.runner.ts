import { Inject, Injectable } from '@nestjs/common';

import { type JobContext, PermanentJobError } from '@mail/jobs';

import { CustomFieldRepository } from '../custom-fields/custom-field.repository';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { BoundedPipeline } from './bounded-pipeline';
import { importHeapGuard } from './heap-guard';
import { ImportBatchWriter } from './import-batch.writer';
import type { ImportJobRow } from './import-job.row';
import { ImportJobRepository } from './import-job.repository';
import { type BatchColumns, ImportRowValidator } from './import-row.validator';
import { ImportSourceReader, type SourceBatch } from './import-source.reader';
import { LISTS_CONFIG, type ListsConfig } from '../lists.config';

/** a batch ready to write: its ledger entry and its rows validated */
type ReadyBatch = Omit<SourceBatch, 'rows' | 'firstRow'> & { columns: BatchColumns };

/** How a chunk ended: the source is done, more is left for the next chunk, or another run owns the import now. */
export type ChunkOutcome = { state: 'done' | 'more'; endRow: number } | { state: 'superseded' };

/** thrown inside a batch's transaction to roll it back: the import stopped, or another run committed the batch */
class BatchSuperseded extends Error {}

/**
 * Runs one chunk of an import: from the committed checkpoint, batches are read and validated (the next one
 * while up to IMPORT_CONCURRENCY are being written) until the source ends or the chunk's time is spent. Each batch commits with the
 * import's progress in one transaction, so a chunk stopped anywhere (shutdown, expiry, SIGKILL) leaves a
 * consistent checkpoint and a ledger of the batches committed beyond it, which a later run skips.
 */
@Injectable()
export class ImportChunkRunner {
  private readonly concurrency: number;

  constructor(
    private readonly imports: ImportJobRepository,
    private readonly reader: ImportSourceReader,
    private readonly fields: CustomFieldRepository,
    private readonly writer: ImportBatchWriter,
    @Inject(LISTS_CONFIG) config: ListsConfig,
  ) {
    this.concurrency = Math.max(1, config.importConcurrency);
  }

  async run(job: ImportJobRow, context: JobContext, budgetMs: number): Promise<ChunkOutcome> {
    const fieldRows = await this.fields.forList(job.user_id, Number(job.list_id));
    const named = fieldRows.map((f) => ({ id: Number(f.id), name: f.name }));
    const source = await this.reader.open(job, named, job.options.batchRows!);
    if ('invalid' in source) throw new PermanentJobError(source.invalid);
    const validator = new ImportRowValidator(source.targets, new Map<number, CustomFieldRow>(fieldRows.map((f) => [Number(f.id), f])));
    const committed = await this.imports.committedBatches(job.id);
    const deadline = Date.now() + budgetMs;
    const pipeline = new BoundedPipeline(this.concurrency);
    const halted = () => pipeline.failed || context.signal.aborted;
    let endRow = job.processed_rows;
    let exhausted = false;
    let launched = 0;
    try {
      // at least one batch per chunk, so a slow start cannot leave the import without progress
      while (!halted() && (launched === 0 || Date.now() < deadline)) {
        const next = await source.batches.next();
        if ((exhausted = !!next.done)) break;
        const { rows, firstRow, ...entry } = next.value;
        endRow = entry.endRow;
        if (committed.has(entry.no)) continue;
        const batch: ReadyBatch = { ...entry, columns: validator.columns(rows, firstRow) };
        await pipeline.slot();
        if (halted()) break;
        pipeline.add(this.commit(job, batch, context));
        launched++;
        importHeapGuard.check();
      }
    } finally {
      await pipeline.drain();
      await source.batches.return(undefined);
    }
    if (pipeline.failure instanceof BatchSuperseded) return { state: 'superseded' };
    if (pipeline.failed) throw pipeline.failure instanceof Error ? pipeline.failure : new Error(String(pipeline.failure));
    context.signal.throwIfAborted();
    return { state: exhausted ? 'done' : 'more', endRow };
  }

  /** One transaction: the batch and the import's progress; then the progress is reported when the checkpoint moved. */
  private async commit(job: ImportJobRow, batch: ReadyBatch, context: JobContext): Promise<void> {
    const rowsDone = await this.imports.batchTransaction(async (m) => {
      const result = await this.writer.write(m, { userId: job.user_id, listId: Number(job.list_id), options: job.options }, batch.columns);
      const recorded = await this.imports.recordBatch(m, job.id, batch, result);
      if (recorded === false) throw new BatchSuperseded();
      return recorded;
    });
    if (rowsDone !== undefined) await context.reportProgress({ done: rowsDone, total: Number(job.total_rows ?? 0) });
  }
}
