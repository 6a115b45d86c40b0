import { TableQueueWorker, type Waiter } from './table-queue-worker';

/** a waiter the test steps: each wait is held until the test ends it (or the worker aborts it) */
function steppedWaiter() {
  const waits: { ms: number; end: () => void }[] = [];
  const wait: Waiter = (ms, signal) =>
    new Promise<void>((resolve) => {
      const entry = { ms, end: resolve };
      waits.push(entry);
      signal.addEventListener('abort', () => resolve(), { once: true });
    });
  return { waits, wait };
}

const settle = () => new Promise<void>((r) => setImmediate(r));

describe(TableQueueWorker.name, () => {
  it('goes on at once while batches are full, then idles', async () => {
    const answers = [true, true, false];
    let rounds = 0;
    const waiter = steppedWaiter();
    const worker = new TableQueueWorker({ name: 't', loops: 1, idleMs: 1000, round: async () => answers[rounds++] ?? false, wait: waiter.wait });
    worker.start();
    await settle();
    expect(rounds).toBe(3);
    expect(waiter.waits.map((w) => w.ms)).toEqual([1000]);
    waiter.waits[0].end();
    await settle();
    expect(rounds).toBe(4);
    await worker.stop();
  });

  it('looks again at once when woken, also for a wake that came during a round', async () => {
    let rounds = 0;
    let release: () => void = () => undefined;
    const waiter = steppedWaiter();
    const worker = new TableQueueWorker({
      name: 't',
      loops: 1,
      idleMs: 60_000,
      round: () => {
        rounds++;
        return rounds === 2 ? new Promise<boolean>((r) => (release = () => r(false))) : Promise.resolve(false);
      },
      wait: waiter.wait,
    });
    worker.start();
    await settle();
    expect(rounds).toBe(1);
    worker.wake();
    await settle();
    expect(rounds).toBe(2);
    worker.wake();
    release();
    await settle();
    expect(rounds).toBe(3);
    await worker.stop();
  });

  it('logs a failing round and tries again after the idle wait (an outage does not end the loop)', async () => {
    let rounds = 0;
    const waiter = steppedWaiter();
    const worker = new TableQueueWorker({
      name: 't',
      loops: 1,
      idleMs: 500,
      round: () => (++rounds === 1 ? Promise.reject(new Error('connection refused')) : Promise.resolve(false)),
      wait: waiter.wait,
    });
    worker.start();
    await settle();
    expect(rounds).toBe(1);
    waiter.waits[0].end();
    await settle();
    expect(rounds).toBe(2);
    await worker.stop();
  });

  it('spaces the rounds of a loop by minIntervalMs, not woken early', async () => {
    let rounds = 0;
    const waiter = steppedWaiter();
    const worker = new TableQueueWorker({ name: 't', loops: 1, idleMs: 60_000, minIntervalMs: 1000, round: async () => (++rounds, true), wait: waiter.wait });
    worker.start();
    await settle();
    expect(rounds).toBe(1);
    expect(waiter.waits).toHaveLength(1);
    expect(waiter.waits[0].ms).toBeGreaterThan(900);
    worker.wake();
    await settle();
    expect(rounds).toBe(1);
    waiter.waits[0].end();
    await settle();
    expect(rounds).toBe(2);
    await worker.stop();
  });

  it('runs its loops side by side and stop waits for the rounds in flight', async () => {
    const ends: (() => void)[] = [];
    let finished = 0;
    const worker = new TableQueueWorker({
      name: 't',
      loops: 3,
      idleMs: 1000,
      round: () => new Promise<boolean>((r) => ends.push(() => (finished++, r(false)))),
      wait: steppedWaiter().wait,
    });
    worker.start();
    await settle();
    expect(ends).toHaveLength(3);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    ends.forEach((end) => end());
    await stopping;
    expect({ stopped, finished, rounds: ends.length }).toEqual({ stopped: true, finished: 3, rounds: 3 });
  });
});
