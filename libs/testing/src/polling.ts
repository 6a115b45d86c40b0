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

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
