/**
 * Polls `probe` until `done` holds for what it read (every `everyMs`), and answers that value; after `timeoutMs`
 * fails naming `what` and the last value. For what happens asynchronously (jobs, events, delivery), never a timed
 * assertion: a slow machine waits longer, it does not fail.
 */
export async function until<T>(probe: () => T | Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 10_000, everyMs = 50): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)?.slice(0, 2000)}`);
    await sleep(everyMs);
  }
}

/** what a probe answers once it holds: `false`, `0`, `''`, `null` and `undefined` mean "not yet" */
export type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export interface WaitForOptions {
  /** what the test waits for, named in the failure */
  what: string;
  /** the deadline: past it the test fails (a slow machine waits longer, up to this) */
  timeoutMs?: number;
  everyMs?: number;
}

/**
 * Polls `probe` until it answers a truthy value and answers that value; fails naming `what` (and the last value)
 * after `timeoutMs`. A probe that throws is read as "not yet" until the deadline, then its error is reported.
 */
export async function waitFor<T>(probe: () => T | Promise<T>, { what, timeoutMs = 10_000, everyMs = 50 }: WaitForOptions): Promise<Truthy<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    let value: T | undefined;
    let failure: unknown;
    try {
      value = await probe();
      if (value) return value as Truthy<T>;
    } catch (error) {
      failure = error;
    }
    if (Date.now() > end) {
      const last = failure instanceof Error ? failure.message : JSON.stringify(value)?.slice(0, 2000);
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}: ${last}`);
    }
    await sleep(everyMs);
  }
}

/**
 * The last resort for proving that something does NOT happen when the system offers no marker that it processed
 * past that point (no later event, job state or row to wait for): waits `ms` and names why. Prefer a marker; every
 * use is a fixed wait the suite pays on each run.
 */
export async function quietPeriod(ms: number, reason: string): Promise<void> {
  if (!reason) throw new Error('quietPeriod needs a reason');
  await sleep(ms);
}

/** The polling interval of the helpers above; a test waits with waitFor / until / quietPeriod, never with this. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
