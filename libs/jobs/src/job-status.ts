import type PgBoss from 'pg-boss';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobProgress {
  done: number;
  total: number;
}

/** What a caller can read about one job while it waits, runs, and for a while after (pg-boss archives it after 12 hours). */
export interface JobStatus<R = unknown> {
  id: string;
  queue: string;
  state: JobState;
  /** the payload it was sent with (a status read checks who may see it) */
  payload: unknown;
  /** the last reportProgress() of the current run; kept with the result when the job completes */
  progress?: JobProgress;
  /** the handler's return value, once completed */
  result?: R;
  /** the last failure's message (state 'retry' or 'failed') */
  error?: string;
  /** retries used so far */
  retries: number;
  createdOn: Date;
  startedOn?: Date;
  completedOn?: Date;
}

/** The `output` column pg-boss keeps per job: our progress while active, {progress, result} on completion, the error on failure. */
export interface JobOutput {
  progress?: JobProgress;
  result?: unknown;
  message?: string;
}

export function toJobStatus<R>(job: PgBoss.JobWithMetadata<unknown>): JobStatus<R> {
  const output = (job.output ?? {}) as JobOutput;
  const failed = job.state === 'retry' || job.state === 'failed';
  return {
    id: job.id,
    queue: job.name,
    state: job.state,
    payload: job.data,
    progress: failed ? undefined : output.progress,
    result: job.state === 'completed' ? (output.result as R) : undefined,
    error: failed ? output.message : undefined,
    retries: job.retryCount,
    createdOn: job.createdOn,
    startedOn: job.startedOn ?? undefined,
    completedOn: job.completedOn ?? undefined,
  };
}
