import { DataSource } from 'typeorm';

import { defineJob, InvalidJobPayloadError, PermanentJobError } from '../src';
import { type CountPayload, demoJob, ListPayload } from './demo-jobs';
import { eventually, gate, JobsHarness, type Replica, sleep } from './jobs-harness';

describe('JobQueue and JobWorkers on pg-boss (real PostgreSQL)', () => {
  const h = new JobsHarness();
  let a: Replica;
  let b: Replica;

  beforeAll(async () => {
    await h.open();
    [a, b] = await Promise.all([h.replica(), h.replica()]);
  });
  afterAll(() => h.close());

  it('runs a delayed job after startAfter and not before', async () => {
    const job = demoJob('delayed');
    const runs: { n: number; at: number }[] = [];
    await a.workers.work(job, async (p) => void runs.push({ n: p.n, at: Date.now() }));
    const ran = (n: number) => runs.filter((r) => r.n === n).map((r) => r.at);
    const sentAt = Date.now();
    const id = (await a.queue.send(job, { n: 1 }, { startAfter: new Date(sentAt + 2500) }))!;
    const muchLater = (await a.queue.send(job, { n: 3 }, { startAfter: new Date(sentAt + 3_600_000) }))!;
    // a job sent after them without a delay: once it ran, the worker fetched from this queue and passed the delayed ones over
    const marker = (await a.queue.send(job, { n: 2 }))!;
    expect(await eventually(async () => (await a.queue.status(job, marker))?.state === 'completed')).toBe(true);
    expect(ran(3)).toEqual([]);
    expect((await a.queue.status(job, muchLater))!.state).toBe('created');

    await eventually(() => ran(1).length === 1);
    expect(ran(1)[0] - sentAt).toBeGreaterThanOrEqual(2450);
    expect(await eventually(async () => (await a.queue.status(job, id))?.state === 'completed' && true)).toBe(true);
    expect(ran(3)).toEqual([]);
  });

  it('retries with growing delays, then completes', async () => {
    const job = demoJob('flaky', { retryLimit: 3, retryDelay: 1, retryBackoff: true });
    const attempts: { attempt: number; at: number }[] = [];
    await a.workers.work(job, async (_payload, context) => {
      attempts.push({ attempt: context.attempt, at: Date.now() });
      if (context.attempt < 3) throw new Error(`attempt ${context.attempt} fails`);
      return { ok: true };
    });
    const id = (await a.queue.send(job, { n: 1 }))!;

    const done = await eventually(async () => {
      const status = await a.queue.status(job, id);
      return status?.state === 'completed' ? status : undefined;
    }, 20_000);
    expect(attempts.map((x) => x.attempt)).toEqual([1, 2, 3]);
    // backoff: retry n waits retryDelay * 2^(n-1) to twice that
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(950);
    expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(1950);
    expect(done.retries).toBe(2);
    expect(done.result).toEqual({ ok: true });
  });

  it('moves a job that keeps failing to the failed state with its last error', async () => {
    const job = demoJob('doomed', { retryLimit: 1, retryDelay: 1, retryBackoff: false });
    const calls: number[] = [];
    await a.workers.work(job, async (p) => {
      calls.push(p.n);
      throw new Error('smtp refused');
    });
    const failedOne = (id: string) =>
      eventually(async () => {
        const status = await a.queue.status(job, id);
        return status?.state === 'failed' ? status : undefined;
      });
    const id = (await a.queue.send(job, { n: 1 }))!;

    const failed = await failedOne(id);
    expect(calls).toEqual([1, 1]);
    expect(failed.error).toBe('smtp refused');
    // a second job through the same queue, its retry included: the worker kept fetching, and never took the failed one again
    await failedOne((await a.queue.send(job, { n: 2 }))!);
    expect(calls).toEqual([1, 1, 2, 2]);
    expect((await a.queue.status(job, id))!.state).toBe('failed');
  });

  it('fails at once, without retries, on PermanentJobError and on a payload its DTO rejects', async () => {
    const job = demoJob('permanent', { retryLimit: 5 });
    const seen: number[] = [];
    await a.workers.work(job, async (payload) => {
      seen.push(payload.n);
      throw new PermanentJobError('list 7 was deleted');
    });
    const permanent = (await a.queue.send(job, { n: 1 }))!;
    // an older (or buggy) sender that skipped validation
    const invalid = (await a.runtime.boss.send(job.queue, { n: 'many' }))!;

    const statusOf = (id: string) =>
      eventually(async () => {
        const status = await a.queue.status(job, id);
        return status?.state === 'failed' ? status : undefined;
      });
    expect((await statusOf(permanent)).error).toBe('list 7 was deleted');
    expect((await statusOf(invalid)).error).toMatch(/^invalid payload for job demo\.permanent: .*n must be an integer/);
    expect(seen).toEqual([1]);
    await expect(a.queue.send(job, { n: -1 })).rejects.toThrow(InvalidJobPayloadError);
  });

  it('dedupes by singleton key while a job with that key waits', async () => {
    const job = defineJob<ListPayload>({ service: 'demo', name: 'recount', payload: ListPayload, policy: 'short', singletonKey: (p) => `list:${p.listId}` });
    const first = await a.queue.send(job, { listId: 7 });
    expect(first).toEqual(expect.any(String));
    expect(await a.queue.send(job, { listId: 7 })).toBeNull();
    expect(await b.queue.send(job, { listId: 7 })).toBeNull();
    expect(await a.queue.send(job, { listId: 8 })).toEqual(expect.any(String));
    expect(await a.queue.depth(job)).toBe(2);

    const ran: number[] = [];
    await a.workers.work(job, async (p) => void ran.push(p.listId));
    await eventually(() => ran.length === 2);
    expect(ran.sort()).toEqual([7, 8]);
    // once the waiting job ran, the key is free again
    expect(await a.queue.send(job, { listId: 7 })).toEqual(expect.any(String));
  });

  it('registers a cron schedule, fires it once per tick across replicas, and unschedules', async () => {
    const job = demoJob('nightly');
    const runs: number[] = [];
    const record = async (p: CountPayload) => void runs.push(p.n);
    await a.workers.work(job, record);
    await b.workers.work(job, record);
    const from = Date.now();
    await a.queue.schedule(job, '* * * * *', { n: 42 });
    expect(await b.queue.schedules()).toContainEqual({ queue: 'demo.nightly', cron: '* * * * *', timezone: 'UTC', payload: { n: 42 } });

    // the last tick is less than a minute old, so the schedule fires within the cron monitor's interval
    await eventually(() => runs.length >= 1);
    // the cron monitor ran at least twice more after the tick fired (cron_on is when it last did, in the database's
    // clock): a second send for the same tick would have been made by now; then everything sent has run
    const [{ fired }] = await a.runtime.sql<{ fired: Date }>(`SELECT cron_on AS fired FROM ${a.runtime.schema}.version`, []);
    await eventually(async () => {
      const [row] = await a.runtime.sql<{ past: boolean }>(
        `SELECT cron_on >= $1::timestamptz + interval '2 seconds' AS past FROM ${a.runtime.schema}.version`,
        [fired],
      );
      return row.past;
    });
    await eventually(async () => {
      const sql = `SELECT count(*)::int AS pending FROM ${a.runtime.schema}.job WHERE name IN ('__pgboss__send-it', $1) AND state < 'completed'`;
      const [row] = await a.runtime.sql<{ pending: number }>(sql, [job.queue]);
      return row.pending === 0;
    });
    expect(runs[0]).toBe(42);
    // both replicas watch the schedule; each tick fires once (a later tick may fall inside the test)
    const ticks = 1 + Math.floor(Date.now() / 60_000) - Math.floor(from / 60_000);
    expect(runs.length).toBeLessThanOrEqual(ticks);

    await a.queue.unschedule(job);
    expect((await a.queue.schedules()).map((s) => s.queue)).not.toContain('demo.nightly');
  });

  it('never runs a job twice across two replicas (200 jobs)', async () => {
    const job = demoJob('fanout', { retryLimit: 0 });
    const runs = new Map<number, string[]>();
    const handler = (replica: string) => async (p: CountPayload) => {
      runs.set(p.n, [...(runs.get(p.n) ?? []), replica]);
      await sleep(5);
    };
    await a.workers.work(job, handler('a'), { concurrency: 3 });
    await b.workers.work(job, handler('b'), { concurrency: 2, batchSize: 4 });
    for (let n = 0; n < 200; n++) await (n % 2 ? a : b).queue.send(job, { n });

    await eventually(() => runs.size === 200, 30_000);
    // all 200 completed (a completed job is never fetched again): every run that happened has been recorded
    await eventually(async () => {
      const sql = `SELECT count(*)::int AS completed FROM ${a.runtime.schema}.job WHERE name = $1 AND state = 'completed'`;
      return (await a.runtime.sql<{ completed: number }>(sql, [job.queue]))[0].completed === 200;
    });
    const all = [...runs.values()];
    expect(all.filter((replicas) => replicas.length !== 1)).toEqual([]);
    expect(all.flat().filter((r) => r === 'a').length).toBeGreaterThan(0);
    expect(all.flat().filter((r) => r === 'b').length).toBeGreaterThan(0);
    expect(await a.queue.depth(job)).toBe(0);
  });

  it('makes progress readable (from another replica) while the job runs, and keeps it with the result', async () => {
    const job = demoJob('bulk-tag');
    const halfway = gate();
    await a.workers.work(job, async (p, context) => {
      await context.reportProgress({ done: 1, total: p.n });
      await halfway.wait;
      await context.reportProgress({ done: p.n, total: p.n });
      return { tagged: p.n };
    });
    const id = (await a.queue.send(job, { n: 3 }))!;

    const running = await eventually(async () => {
      const status = await b.queue.status(job, id);
      return status?.progress ? status : undefined;
    });
    expect(running).toMatchObject({ state: 'active', progress: { done: 1, total: 3 } });

    halfway.open();
    const done = await eventually(async () => {
      const status = await b.queue.status(job, id);
      return status?.state === 'completed' ? status : undefined;
    });
    expect(done).toMatchObject({ progress: { done: 3, total: 3 }, result: { tagged: 3 } });
  });

  it('enqueues inside the caller transaction: rolled back with it, visible once committed', async () => {
    const job = demoJob('after-commit');
    const ran: number[] = [];
    await a.workers.work(job, async (p) => void ran.push(p.n));
    const dataSource = await new DataSource({ type: 'postgres', url: h.database!.url }).initialize();
    try {
      await dataSource
        .transaction(async (manager) => {
          await a.queue.sendInTransaction(manager, job, { n: 1 });
          throw new Error('the caller write failed');
        })
        .catch(() => undefined);
      const committed = await dataSource.transaction(async (manager) => {
        const id = await a.queue.sendInTransaction(manager, job, { n: 2 });
        // not visible to the workers before the commit
        expect(await b.queue.status(job, id!)).toBeNull();
        return id;
      });
      expect(await eventually(async () => (await b.queue.status(job, committed!))?.state === 'completed')).toBe(true);
      // the rolled-back job does not exist, so no worker can ever run it
      const sql = `SELECT data->>'n' AS n FROM ${a.runtime.schema}.job WHERE name = $1`;
      expect(await a.runtime.sql<{ n: string }>(sql, [job.queue])).toEqual([{ n: '2' }]);
      expect(ran).toEqual([2]);
    } finally {
      await dataSource.destroy();
    }
  });
});
