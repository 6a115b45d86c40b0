import { isUnavailableError } from '@mail/bus';

import { JobQueue, JobsRuntime } from '../src';
import { demoJob } from './demo-jobs';
import { sleep } from './jobs-harness';

describe('JobQueue while the database is away', () => {
  // nothing listens on port 1: every connection is refused, as while PostgreSQL is down
  const runtime = new JobsRuntime({ service: 'demo', url: 'postgres://nobody@127.0.0.1:1/none', statementTimeoutMs: 1000 });
  afterAll(() => runtime.stop());

  it("fails a caller's send and status read at once, while pg-boss's own statements wait for the database", async () => {
    const job = demoJob('away');
    const own = runtime.boss.getQueues();
    let ownSettled = false;
    void own.finally(() => (ownSettled = true));

    const started = Date.now();
    const sent = await new JobQueue(runtime).send(job, { n: 1 }).catch((error: unknown) => error);
    const read = await new JobQueue(runtime).status(job, '00000000-0000-0000-0000-000000000000').catch((error: unknown) => error);
    expect(isUnavailableError(sent)).toBe(true);
    expect(isUnavailableError(read)).toBe(true);
    expect(Date.now() - started).toBeLessThan(3000);

    await sleep(1500);
    expect(ownSettled).toBe(false);
    await runtime.stop();
    await expect(own).resolves.toEqual([]);
  });
});
