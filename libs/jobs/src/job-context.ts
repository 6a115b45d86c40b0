import type { JobProgress } from './job-status';

/** What a handler gets beside its payload. */
export interface JobContext {
  id: string;
  queue: string;
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number;
  /**
   * Aborted when the job's expireInSeconds runs out or the worker shuts down: check it between batches and
   * return early; the job is then retried (by any replica), never marked completed.
   */
  signal: AbortSignal;
  /** Makes progress readable by JobQueue.status() while the job runs. Call it per batch, not per row. */
  reportProgress(progress: JobProgress): Promise<void>;
}

export type JobHandlerFn<P extends object, R = unknown> = (payload: P, context: JobContext) => Promise<R>;
