import { Injectable } from '@nestjs/common';

import { envInt } from '@mail/config';
import { type JobContext, PermanentJobError } from '@mail/jobs';

import { CustomFieldRepository } from '../custom-fields/custom-field.repository';
import type { CustomFieldRow } from '../custom-fields/custom-field.row';
import { ImportBatchWriter } from './import-batch.writer';
import type { ImportJobRow } from './import-job.row';
import { ImportJobRepository } from './import-job.repository';
import { type BatchColumns, ImportRowValidator } from './import-row.validator';
import { ImportSourceReader, type SourceBatch } from './import-source.reader';

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
  private readonly concurrency = Math.max(1, envInt('IMPORT_CONCURRENCY', 2));

  constructor(
    private readonly imports: ImportJobRepository,
    private readonly reader: ImportSourceReader,
    private readonly fields: CustomFieldRepository,
    private readonly writer: ImportBatchWriter,
  ) {}

  async run(job: ImportJobRow, context: JobContext, budgetMs: number): Promise<ChunkOutcome> {
    const fieldRows = await this.fields.forList(job.user_id, Number(job.list_id));
    const source = await this.reader.open(
      job,
      fieldRows.map((f) => ({ id: Number(f.id), name: f.name })),
      job.options.batchRows!,
    );
    if ('invalid' in source) throw new PermanentJobError(source.invalid);
    const validator = new ImportRowValidator(source.targets, new Map<number, CustomFieldRow>(fieldRows.map((f) => [Number(f.id), f])));
    const committed = await this.imports.committedBatches(job.id);
    const deadline = Date.now() + budgetMs;
    const inFlight = new Set<Promise<void>>();
    let failure: unknown;
    let superseded = false;
    let endRow = job.processed_rows;
    let exhausted = false;
    const halted = () => failure !== undefined || superseded || context.signal.aborted;

    try {
      while (!halted() && Date.now() < deadline) {
        const next = await source.batches.next();
        if (next.done) {
          exhausted = true;
          break;
        }
        const { rows, firstRow, ...entry } = next.value;
        endRow = entry.endRow;
        if (committed.has(entry.no)) continue;
        const batch: ReadyBatch = { ...entry, columns: validator.columns(rows, firstRow) };
        while (inFlight.size >= this.concurrency) await Promise.race(inFlight);
        if (halted()) break;
        const work: Promise<void> = this.commit(job, batch)
          .then(
            async (rowsDone) => {
              if (rowsDone !== undefined) await context.reportProgress({ done: rowsDone, total: Number(job.total_rows ?? 0) });
            },
            (error: unknown) => {
              if (error instanceof BatchSuperseded) superseded = true;
              else failure ??= error;
            },
          )
          .finally(() => inFlight.delete(work));
        inFlight.add(work);
      }
    } finally {
      await Promise.all([...inFlight]);
      await source.batches.return(undefined);
    }
    if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure));
    if (superseded) return { state: 'superseded' };
    context.signal.throwIfAborted();
    return { state: exhausted ? 'done' : 'more', endRow };
  }

  /** One transaction: the batch and the import's progress. Answers the rows now committed (undefined when the checkpoint did not move). */
  private async commit(job: ImportJobRow, batch: ReadyBatch): Promise<number | undefined> {
    return this.imports.batchTransaction(async (m) => {
      const result = await this.writer.write(m, { userId: job.user_id, listId: Number(job.list_id), options: job.options }, batch.columns);
      const recorded = await this.imports.recordBatch(m, job.id, batch, result);
      if (recorded === false) throw new BatchSuperseded();
      return recorded;
    });
  }
}
