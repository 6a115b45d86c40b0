import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { type JobContext, JobHandler, JobQueue, PermanentJobError } from '@mail/jobs';

import { ImportChunkRunner } from './import-chunk.runner';
import { ImportJobRepository } from './import-job.repository';
import { ImportSubscribers, type ImportSubscribersPayload } from './import-subscribers.job';
import { ImportVacuum } from './import-vacuum.job';
import { LISTS_CONFIG, type ListsConfig } from '../lists.config';

/** rows of one import after which the subscriber tables get a VACUUM ANALYZE */
const VACUUM_AFTER_ROWS = 50_000;
/**
 * A chunk stops starting batches after this long; with the batches in flight it stays well inside the job's
 * expiry (a batch is capped at MAX_BATCH_ROWS rows for the same reason).
 */
const CHUNK_MS = 10_000;
const MAX_BATCH_ROWS = 50_000;

/**
 * Runs an import as a sequence of chunk jobs: each marks the import Running, commits batches from the
 * checkpoint for CHUNK_MS (ImportChunkRunner), then sends the next chunk or finishes the import. A chunk that
 * stops (shutdown, expiry, a killed worker) is retried from the checkpoint.
 */
@Injectable()
export class ImportSubscribersProcessor implements OnApplicationBootstrap {
  private readonly batchRows: number;

  constructor(
    private readonly imports: ImportJobRepository,
    private readonly chunks: ImportChunkRunner,
    private readonly queue: JobQueue,
    @Inject(LISTS_CONFIG) config: ListsConfig,
  ) {
    this.batchRows = Math.min(MAX_BATCH_ROWS, Math.max(1, config.importBatchRows));
  }

  /**
   * Every unfinished import has a job: those of an older version (before imports were jobs) get one now.
   * Idempotent across replicas: the queue keeps one waiting job per import, and a run of a finished import
   * ends at once.
   */
  async onApplicationBootstrap(): Promise<void> {
    for (const importId of await this.imports.unfinishedIds()) await this.queue.send(ImportSubscribers, { importId });
  }

  @JobHandler(ImportSubscribers)
  async run(payload: ImportSubscribersPayload, context: JobContext): Promise<{ state: string }> {
    const job = await this.imports.start(payload.importId, this.batchRows);
    if (!job) return { state: 'finished' }; // by an earlier run: a duplicate delivery
    try {
      const chunk = await this.chunks.run(job, context, CHUNK_MS);
      if (chunk.state === 'more') await this.queue.send(ImportSubscribers, payload);
      if (chunk.state === 'done') {
        await this.imports.finish(job.id, 'Completed');
        if (chunk.endRow >= VACUUM_AFTER_ROWS) await this.queue.send(ImportVacuum, {});
      }
      return { state: chunk.state };
    } catch (error) {
      // stopped (shutdown, expiry): the retry resumes; failed for good: the import says so
      const final = !context.signal.aborted && (error instanceof PermanentJobError || context.attempt > ImportSubscribers.retryLimit);
      if (final) await this.imports.finish(job.id, 'Failed');
      throw error;
    }
  }
}
