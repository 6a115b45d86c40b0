import PgBoss from 'pg-boss';
import type { Pool } from 'pg';

import { env, envInt, logger } from '@mail/config';

import type { JobDefinition } from './define-job';
import { callerPoolDb, createJobsPool, poolDb } from './jobs-pool';
import { type JobQueueStats, jobQueueStatsSql } from './job-queue-stats.sql';
import { jobsSchemaOf } from './jobs-schema';

const log = logger('jobs');

export interface JobsRuntimeOptions {
  service: string;
  url: string;
  poolSize?: number;
  pollingIntervalSeconds?: number;
  shutdownTimeoutMs?: number;
  statementTimeoutMs?: number;
  /** how often this instance checks the cron schedules (pg-boss default 30 s; tests make it short) */
  cronMonitorIntervalSeconds?: number;
  /**
   * How often pg-boss's maintenance runs (once per interval across replicas): it fails the jobs whose
   * expireInSeconds ran out, which is how the job of a worker that died (SIGKILL, lost host) gets retried.
   * Default 15 s instead of pg-boss's 120 s, so such a job is retried soon after its expiry.
   */
  maintenanceIntervalSeconds?: number;
}

const MAINTENANCE_INTERVAL_SECONDS = 15;

/**
 * One pg-boss instance of one service (each replica has its own): its own pool and schema, started before
 * the service's handlers are registered and stopped after they drained. JobQueue and JobWorkers use it.
 */
export class JobsRuntime {
  readonly service: string;
  readonly schema: string;
  /** pg-boss for the workers, maintenance and cron: its statements wait out a database outage */
  readonly boss: PgBoss;
  /**
   * pg-boss over the same pool and schema for a caller's statements (JobQueue's sends and reads): they fail at once
   * while the database is away. Never started: it runs no worker, maintenance or cron.
   */
  readonly callerBoss: PgBoss;
  readonly pollingIntervalSeconds: number;
  private readonly pool: Pool;
  private readonly shutdownTimeoutMs: number;
  private readonly queues = new Map<string, Promise<void>>();
  /** aborts of the handlers running now, fired when the shutdown bound is reached */
  readonly running = new Set<AbortController>();
  private closed = false;
  private started = false;
  private stopping = false;
  /** pg-boss worker ids of this process, per queue */
  private readonly workers = new Map<string, string[]>();

  constructor(options: JobsRuntimeOptions) {
    this.service = options.service;
    this.schema = jobsSchemaOf(options.service);
    this.pollingIntervalSeconds = Math.max(0.5, options.pollingIntervalSeconds ?? Number(env('JOBS_POLLING_INTERVAL_SECONDS')));
    this.shutdownTimeoutMs = options.shutdownTimeoutMs ?? envInt('JOBS_SHUTDOWN_TIMEOUT_MS');
    this.pool = createJobsPool({
      service: options.service,
      url: options.url,
      size: options.poolSize ?? envInt('JOBS_POOL_SIZE'),
      statementTimeoutMs: options.statementTimeoutMs ?? envInt('JOBS_STATEMENT_TIMEOUT_MS'),
    });
    const state = { closed: () => this.closed, stopping: () => this.stopping };
    this.boss = new PgBoss({
      db: poolDb(this.pool, state, options.service),
      schema: this.schema,
      pollingIntervalSeconds: this.pollingIntervalSeconds,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? MAINTENANCE_INTERVAL_SECONDS,
      ...(options.cronMonitorIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 } : {}),
    });
    this.boss.on('error', (error) => log.warn({ err: error, service: this.service }, 'job queue error'));
    this.callerBoss = new PgBoss({ db: callerPoolDb(this.pool, state), schema: this.schema });
  }

  /** Creates or upgrades the schema (pg-boss migrates under an advisory lock, so replicas may start together). */
  async start(): Promise<this> {
    await this.boss.start();
    this.started = true;
    log.debug({ service: this.service, schema: this.schema }, 'jobs started');
    return this;
  }

  /**
   * The job's queue, created once per process and updated to the definition's retry and expiry settings, through
   * `boss` (callerBoss for a caller, which fails at once while the database is away).
   */
  ensureQueue(job: JobDefinition<object>, boss: PgBoss = this.boss): Promise<void> {
    if (job.service !== this.service) throw new Error(`job ${job.queue} belongs to ${job.service}, not ${this.service}`);
    let ready = this.queues.get(job.queue);
    if (!ready) {
      const options = {
        name: job.queue,
        policy: job.policy,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelay,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds,
      };
      ready = boss.createQueue(job.queue, options).then(() => boss.updateQueue(job.queue, options));
      ready.catch(() => this.queues.delete(job.queue));
      this.queues.set(job.queue, ready);
    }
    return ready;
  }

  addWorker(queue: string, workerId: string): void {
    this.workers.set(queue, [...(this.workers.get(queue) ?? []), workerId]);
  }

  /** A job was sent from this process: its local workers look now instead of at their next poll. */
  wake(queue: string): void {
    for (const id of this.workers.get(queue) ?? []) this.boss.notifyWorker(id);
  }

  /** started and not stopping: the workers fetch jobs */
  get working(): boolean {
    return this.started && !this.closed && !this.stopping;
  }

  /** the jobs pool's connections (mail_db_pool_connections{pool="jobs"}) */
  get poolUse(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  /** Every queue of this service: waiting, retrying and running jobs, and the lag of the oldest due one (one statement). */
  async queueStats(): Promise<JobQueueStats[]> {
    const rows = await this.sql<JobQueueStats>(jobQueueStatsSql(this.schema), []);
    return rows.map((r) => ({ ...r, lagSeconds: Math.max(0, Number(r.lagSeconds)) }));
  }

  /** Runs a statement on the jobs pool (for the few reads and writes pg-boss has no call for). */
  async sql<T>(text: string, values: unknown[]): Promise<T[]> {
    if (this.closed) return [];
    return (await this.pool.query(text, values)).rows as T[];
  }

  /**
   * Stops fetching, lets running handlers finish for up to the shutdown bound, then aborts them (their jobs
   * fail and are retried later, by any replica) and closes the pool.
   */
  async stop(): Promise<void> {
    if (this.closed) return;
    this.stopping = true;
    const bound = setTimeout(() => this.abortRunning(), Math.max(0, this.shutdownTimeoutMs - 500));
    try {
      await this.boss.stop({ graceful: true, wait: true, close: false, timeout: this.shutdownTimeoutMs });
    } finally {
      clearTimeout(bound);
      this.abortRunning();
      this.closed = true;
      await this.pool.end();
    }
  }

  private abortRunning(): void {
    for (const controller of this.running) controller.abort(new Error('the worker is shutting down'));
  }
}
