import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';

import { JobQueue, JobWorkers, JobsRuntime, type JobsRuntimeOptions } from '../src';

export interface Replica {
  runtime: JobsRuntime;
  queue: JobQueue;
  workers: JobWorkers;
}

/**
 * A scratch database on the e2e run's PostgreSQL and any number of pg-boss replicas on it (each its own
 * runtime, pool and workers, as separate processes would have).
 */
export class JobsHarness {
  database?: ScratchDatabase;
  private readonly replicas: JobsRuntime[] = [];

  async open(): Promise<void> {
    const server = process.env.E2E_SERVER_DATABASE_URL;
    if (!server) throw new Error('E2E_SERVER_DATABASE_URL must be set (run through `npm test`, whose e2e setup provides it)');
    this.database = await createScratchDatabase(server, 'jobs_test');
  }

  async replica(options: Partial<JobsRuntimeOptions> = {}): Promise<Replica> {
    const runtime = new JobsRuntime({
      service: 'demo',
      url: this.database!.url,
      pollingIntervalSeconds: 0.5,
      shutdownTimeoutMs: 5000,
      cronMonitorIntervalSeconds: 1,
      ...options,
    });
    await runtime.start();
    this.replicas.push(runtime);
    return { runtime, queue: new JobQueue(runtime), workers: new JobWorkers(runtime) };
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.stop()));
    if (this.database) await dropScratchDatabase(this.database);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls until `check` returns a value (not undefined/false) or the time runs out. */
export async function eventually<T>(check: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** A promise the test resolves when it wants a handler to go on. */
export function gate(): { wait: Promise<void>; open: () => void } {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => (open = resolve));
  return { wait, open };
}
