import { setTimeout as sleep } from 'node:timers/promises';

import { logger } from '@mail/config';

/** waits `ms`, or less when `signal` aborts (injectable: tests step the worker without real time) */
export type Waiter = (ms: number, signal: AbortSignal) => Promise<void>;

const realWait: Waiter = (ms, signal) => sleep(ms, undefined, { signal }).catch(() => undefined);

export interface TableQueueOptions {
  /** names the worker in logs */
  name: string;
  /** rounds running side by side in this process (each claims its own batch: FOR UPDATE SKIP LOCKED) */
  loops: number;
  /** how long an idle loop waits before it looks again for work nobody announced (due times, other replicas) */
  idleMs: number;
  /** rounds of one loop start at least this far apart (a report at most once a second), 0 by default */
  minIntervalMs?: number;
  /**
   * One round: claim a batch from the table and work it. Answers true when the batch was full, so more may be
   * waiting and the loop goes on at once; false lets the loop idle. A round that throws is logged and the loop idles
   * (an outage of the database is ridden out: the next round tries again).
   */
  round: () => Promise<boolean>;
  wait?: Waiter;
}

/**
 * Background work whose queue is a table (rows claimed in batches), where a pg-boss job per row would cost too much:
 * the gateway's message queue, its usage reports. The one shape of such a loop (libs/jobs, beside JobQueue):
 * `start`, `wake` when work was queued, `stop` waits for the rounds in flight.
 */
export class TableQueueWorker {
  private readonly log;
  private readonly wait: Waiter;
  private running: Promise<void>[] = [];
  private stopped = true;
  private woken = false;
  private sleepers = new Set<AbortController>();
  private spacers = new Set<AbortController>();

  constructor(private readonly options: TableQueueOptions) {
    this.log = logger(`jobs.table-queue.${options.name}`);
    this.wait = options.wait ?? realWait;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.running = Array.from({ length: Math.max(1, this.options.loops) }, () => this.loop());
  }

  /** work was queued: idle loops look now (a loop in a round goes on at once after it) */
  wake(): void {
    this.woken = true;
    for (const sleeper of this.sleepers) sleeper.abort();
    this.sleepers.clear();
  }

  /** no new round starts; resolves once the rounds in flight have ended */
  async stop(): Promise<void> {
    this.stopped = true;
    this.wake();
    for (const spacer of this.spacers) spacer.abort();
    await Promise.all(this.running);
    this.running = [];
  }

  private async loop(): Promise<void> {
    let lastStart = -Infinity;
    while (!this.stopped) {
      const gap = lastStart + (this.options.minIntervalMs ?? 0) - Date.now();
      if (gap > 0) await this.pause(gap, false);
      if (this.stopped) break;
      lastStart = Date.now();
      let full = false;
      try {
        full = await this.options.round();
      } catch (error) {
        if (!this.stopped) this.log.warn({ err: error }, 'round failed; the next round tries again');
      }
      if (!full) await this.pause(this.options.idleMs, true);
    }
  }

  /** waits `ms`; an idle wait (`wakeable`) ends early on wake, and not at all when a wake came during the round */
  private async pause(ms: number, wakeable: boolean): Promise<void> {
    if (wakeable && (this.woken || this.stopped)) {
      this.woken = false;
      return;
    }
    const sleeper = new AbortController();
    const set = wakeable ? this.sleepers : this.spacers;
    set.add(sleeper);
    await this.wait(ms, sleeper.signal);
    set.delete(sleeper);
    if (wakeable) this.woken = false;
  }
}
