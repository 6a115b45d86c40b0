import type PgBoss from 'pg-boss';

import type { JobDefinition } from './define-job';
import { validatePayload } from './job-payload';
import { type JobStatus, toJobStatus } from './job-status';
import type { JobsRuntime } from './jobs-runtime';
import { bossDb, type SqlRunner } from './sql-runner';

export interface SendOptions {
  /** not before this time (a Date, or seconds from now) */
  startAfter?: Date | number;
  /** overrides the job's singletonKey(payload) */
  singletonKey?: string;
  /** higher runs first (default 0) */
  priority?: number;
}

export interface ScheduleEntry {
  queue: string;
  cron: string;
  timezone: string;
  payload: unknown;
}

/**
 * Sends jobs (now, later, inside the caller's transaction), keeps cron schedules, and reads a job's status and progress.
 * Its statements are a caller's: they go through runtime.callerBoss and fail at once while the database is away
 * (the workers' own statements wait).
 */
export class JobQueue {
  private readonly boss: PgBoss;

  constructor(private readonly runtime: JobsRuntime) {
    this.boss = runtime.callerBoss;
  }

  /** The job id, or null when a job with the same singleton key is already waiting (or running, per the job's policy). */
  async send<P extends object>(job: JobDefinition<P>, payload: P, options: SendOptions = {}): Promise<string | null> {
    await this.ensureQueue(job);
    const id = await this.boss.send(job.queue, this.checked(job, payload), this.sendOptions(job, payload, options));
    if (id && options.startAfter === undefined) this.runtime.wake(job.queue);
    return id;
  }

  /**
   * Enqueues on the caller's connection, so the job exists only if the caller's transaction commits (and is
   * rolled back with it): e.g. an import row and the job that processes it.
   */
  async sendInTransaction<P extends object>(runner: SqlRunner, job: JobDefinition<P>, payload: P, options: SendOptions = {}): Promise<string | null> {
    await this.ensureQueue(job);
    return this.boss.send(job.queue, this.checked(job, payload), { ...this.sendOptions(job, payload, options), db: bossDb(runner) });
  }

  /**
   * Enqueues many jobs of one type in one statement on the caller's connection (so with the caller's
   * transaction): the batched form of sendInTransaction, for group commits.
   */
  async sendManyInTransaction<P extends object>(runner: SqlRunner, job: JobDefinition<P>, items: { payload: P; options?: SendOptions }[]): Promise<void> {
    if (!items.length) return;
    await this.ensureQueue(job);
    const jobs = items.map(({ payload, options = {} }) => {
      // insert() takes no relative delay: a startAfter in seconds becomes the time it names
      const { startAfter, ...rest } = this.sendOptions(job, payload, options);
      return {
        name: job.queue,
        data: this.checked(job, payload),
        ...rest,
        ...(startAfter !== undefined ? { startAfter: timeOf(startAfter).toISOString() } : {}),
      };
    });
    await this.boss.insert(jobs, { db: bossDb(runner) });
  }

  /**
   * Runs the job on a cron schedule (5 fields, UTC unless tz), once per tick across every replica. One
   * schedule per job: scheduling again replaces it.
   */
  async schedule<P extends object>(job: JobDefinition<P>, cron: string, payload: P, options: { tz?: string } = {}): Promise<void> {
    await this.ensureQueue(job);
    await this.boss.schedule(job.queue, cron, this.checked(job, payload), { tz: options.tz ?? 'UTC' });
  }

  async unschedule(job: JobDefinition<object>): Promise<void> {
    await this.boss.unschedule(job.queue);
  }

  async schedules(): Promise<ScheduleEntry[]> {
    const rows = (await this.boss.getSchedules()) as unknown as { name: string; cron: string; timezone: string; data: unknown }[];
    return rows.map((r) => ({ queue: r.name, cron: r.cron, timezone: r.timezone, payload: r.data }));
  }

  /** State, progress and outcome of one job (null when unknown or long gone). */
  async status<R = unknown>(job: JobDefinition<object>, id: string): Promise<JobStatus<R> | null> {
    const found = await this.boss.getJobById<unknown>(job.queue, id, { includeArchive: true });
    return found ? toJobStatus<R>(found) : null;
  }

  /** Jobs waiting to run (created or waiting for a retry): the queue depth to watch. */
  async depth(job: JobDefinition<object>): Promise<number> {
    await this.ensureQueue(job);
    return this.boss.getQueueSize(job.queue);
  }

  async cancel(job: JobDefinition<object>, id: string): Promise<void> {
    await this.boss.cancel(job.queue, id);
  }

  private ensureQueue(job: JobDefinition<object>): Promise<void> {
    return this.runtime.ensureQueue(job, this.boss);
  }

  private checked<P extends object>(job: JobDefinition<P>, payload: P): object {
    validatePayload(job, payload);
    return payload;
  }

  private sendOptions<P extends object>(job: JobDefinition<P>, payload: P, options: SendOptions) {
    const singletonKey = options.singletonKey ?? job.singletonKey?.(payload);
    return {
      ...(singletonKey !== undefined ? { singletonKey } : {}),
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.priority !== undefined ? { priority: options.priority } : {}),
    };
  }
}

function timeOf(startAfter: Date | number): Date {
  return startAfter instanceof Date ? startAfter : new Date(Date.now() + startAfter * 1000);
}
