import type PgBoss from 'pg-boss';

import { logger } from '@mail/config';

import type { JobDefinition } from './define-job';
import type { JobContext, JobHandlerFn } from './job-context';
import { exhaustRetriesSql, setProgressSql } from './job-output.sql';
import { InvalidJobPayloadError, validatePayload } from './job-payload';
import type { JobOutput, JobProgress } from './job-status';
import type { JobsRuntime } from './jobs-runtime';
import { PermanentJobError } from './permanent-job-error';

const log = logger('jobs.worker');

export interface WorkOptions {
  /** jobs of this queue running at once in this process: one polling loop each (default 1) */
  concurrency?: number;
  /** jobs each loop fetches at a time; they run together, each completed or failed on its own (default 1) */
  batchSize?: number;
  /** idle polling interval of this queue (default JOBS_POLLING_INTERVAL_SECONDS) */
  pollingIntervalSeconds?: number;
}

type Fetched = PgBoss.JobWithMetadata<unknown>;

/**
 * Runs handlers for a service's jobs. Each fetch claims jobs with FOR UPDATE SKIP LOCKED, so any number of
 * replicas share a queue and a job runs on one of them at a time. Payloads are validated on receipt.
 */
export class JobWorkers {
  private readonly registered = new Set<string>();

  constructor(private readonly runtime: JobsRuntime) {}

  async work<P extends object, R>(job: JobDefinition<P>, handler: JobHandlerFn<P, R>, options: WorkOptions = {}): Promise<void> {
    if (this.registered.has(job.queue)) throw new Error(`job ${job.queue} already has a handler in this process`);
    this.registered.add(job.queue);
    await this.runtime.ensureQueue(job);
    const fetch = {
      batchSize: Math.max(1, options.batchSize ?? 1),
      includeMetadata: true as const,
      pollingIntervalSeconds: Math.max(0.5, options.pollingIntervalSeconds ?? this.runtime.pollingIntervalSeconds),
    };
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i++) {
      // the id is known only once work() resolves; the first fetch cannot complete before that
      const worker: { id?: string } = {};
      worker.id = await this.runtime.boss.work<unknown>(job.queue, fetch, async (jobs) => {
        try {
          return await this.runBatch(job, handler, jobs);
        } finally {
          // pg-boss would wait a polling interval before the next fetch; while there is work, fetch at once
          if (worker.id && jobs.length) this.runtime.boss.notifyWorker(worker.id);
        }
      });
      this.runtime.addWorker(job.queue, worker.id);
    }
  }

  private async runBatch<P extends object, R>(job: JobDefinition<P>, handler: JobHandlerFn<P, R>, jobs: Fetched[]): Promise<JobOutput | undefined> {
    // a single job's outcome is recorded by pg-boss: completed with what we return, failed with what we throw
    if (jobs.length === 1) return this.runOne(job, handler, jobs[0]);
    const outcomes = await Promise.allSettled(jobs.map((item) => this.runOne(job, handler, item)));
    await Promise.all(
      outcomes.map((outcome, i) =>
        outcome.status === 'fulfilled'
          ? this.runtime.boss.complete(job.queue, jobs[i].id, outcome.value)
          : this.runtime.boss.fail(job.queue, jobs[i].id, outcome.reason as object),
      ),
    );
    return undefined;
  }

  private async runOne<P extends object, R>(job: JobDefinition<P>, handler: JobHandlerFn<P, R>, item: Fetched): Promise<JobOutput> {
    const controller = new AbortController();
    const expiry = setTimeout(() => controller.abort(new Error(`job ran longer than ${job.expireInSeconds}s`)), job.expireInSeconds * 1000);
    this.runtime.running.add(controller);
    let progress: JobProgress | undefined;
    const context: JobContext = {
      id: item.id,
      queue: job.queue,
      attempt: item.retryCount + 1,
      signal: controller.signal,
      reportProgress: async ({ done, total }) => {
        progress = { done, total };
        await this.runtime.sql(setProgressSql(this.runtime.schema), [job.queue, item.id, JSON.stringify({ progress })]);
      },
    };
    try {
      const result = await handler(validatePayload(job, item.data), context);
      // a handler that returned because it was told to stop has not finished its work
      controller.signal.throwIfAborted();
      return { progress, result };
    } catch (error) {
      const permanent = error instanceof PermanentJobError || error instanceof InvalidJobPayloadError;
      if (permanent) await this.runtime.sql(exhaustRetriesSql(this.runtime.schema), [job.queue, item.id]);
      log.warn({ err: error, queue: job.queue, jobId: item.id, attempt: context.attempt, permanent }, 'job failed');
      throw error;
    } finally {
      clearTimeout(expiry);
      this.runtime.running.delete(controller);
    }
  }
}
