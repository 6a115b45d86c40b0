import 'reflect-metadata';

import { Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Client } from 'pg';

import { liftStatementTimeout } from '@mail/db';
import { quietPeriod } from '@mail/testing';

import { type JobContext, JobHandler, JobQueue, JobsModule } from '../src';
import { type CountPayload, demoJob } from './demo-jobs';
import { eventually, gate, JobsHarness, type Replica } from './jobs-harness';

describe('jobs runtime lifecycle (real PostgreSQL)', () => {
  const h = new JobsHarness();
  let observer: Replica;

  beforeAll(async () => {
    await h.open();
    observer = await h.replica();
  });
  afterAll(() => h.close());

  it('stops gracefully: waits for the running job to finish, and it completes', async () => {
    const job = demoJob('slow');
    const replica = await h.replica();
    const started = gate();
    const goOn = gate();
    const steps: string[] = [];
    await replica.workers.work(job, async (_p, context: JobContext) => {
      started.open();
      // the job is slow until the test lets it go on
      await goOn.wait;
      steps.push(context.signal.aborted ? 'job aborted' : 'job finished');
    });
    const id = (await replica.queue.send(job, { n: 1 }))!;
    await started.wait;

    const bossStop = jest.spyOn(replica.runtime.boss, 'stop');
    const stopped = replica.runtime.stop().then(() => void steps.push('stopped'));
    // the runtime stopped fetching and handed over to pg-boss, which drains its workers
    await eventually(() => !replica.runtime.working && bossStop.mock.calls.length === 1);
    await quietPeriod(600, 'pg-boss offers no marker that its stop is draining: a stop that did not wait for the job would be done by now');
    expect(steps).toEqual([]);
    goOn.open();
    await stopped;
    expect(steps).toEqual(['job finished', 'stopped']);
    expect((await eventually(() => observer.queue.status(job, id)))!.state).toBe('completed');
  });

  it('aborts a job still running at the shutdown bound; it is retried, never marked completed', async () => {
    const job = demoJob('endless', { retryDelay: 60 });
    const replica = await h.replica({ shutdownTimeoutMs: 1500 });
    const started = gate();
    await replica.workers.work(job, async (_p, context: JobContext) => {
      started.open();
      if (!context.signal.aborted) await new Promise((resolve) => context.signal.addEventListener('abort', resolve, { once: true }));
      return { partial: true };
    });
    const id = (await replica.queue.send(job, { n: 1 }))!;
    await started.wait;

    // stop() returns although the handler never ends by itself: the bound aborted it (its signal), and it is retried
    await replica.runtime.stop();
    const status = await eventually(async () => {
      const s = await observer.queue.status(job, id);
      return s?.state === 'retry' ? s : undefined;
    });
    expect(status.error).toMatch(/shutting down/);
  });

  it('gives job connections the long background statement timeout, and lets a handler transaction lift the service one', async () => {
    expect(await observer.runtime.sql<{ statement_timeout: string }>('SHOW statement_timeout', [])).toEqual([{ statement_timeout: '30min' }]);

    // a service connection with a short timeout, as the service data sources have
    const service = new Client({ connectionString: h.database!.url, options: '-c statement_timeout=200' });
    await service.connect();
    try {
      await expect(service.query('SELECT pg_sleep(0.4)')).rejects.toThrow(/statement timeout/);
      await service.query('BEGIN');
      await liftStatementTimeout(service);
      await service.query('SELECT pg_sleep(0.4)');
      await service.query('COMMIT');
      expect((await service.query('SHOW statement_timeout')).rows[0].statement_timeout).toBe('200ms');
    } finally {
      await service.end();
    }
  });

  it('JobsModule runs the @JobHandler methods of its own service only, and stops with the application', async () => {
    const job = demoJob('from-nest');
    const otherJob = { ...demoJob('elsewhere'), service: 'other', queue: 'other.elsewhere' };
    const seen: string[] = [];

    // in the suite every service's explorer sees every provider, as here
    @Injectable()
    class Handlers {
      constructor(readonly queue: JobQueue) {}

      @JobHandler(job, { concurrency: 2 })
      async count(payload: CountPayload): Promise<number> {
        seen.push(`demo:${payload.n}`);
        return payload.n * 2;
      }

      @JobHandler(otherJob)
      async elsewhere(payload: CountPayload): Promise<void> {
        seen.push(`other:${payload.n}`);
      }
    }

    const options = { url: h.database!.url, pollingIntervalSeconds: 0.5 };
    @Module({ imports: [JobsModule.forService('demo', options)], providers: [Handlers] })
    class DemoModule {}
    @Injectable()
    class OtherSender {
      constructor(readonly queue: JobQueue) {}
    }
    @Module({ imports: [JobsModule.forService('other', options)], providers: [OtherSender] })
    class OtherModule {}
    @Module({ imports: [DemoModule, OtherModule] })
    class SuiteModule {}

    const app = await NestFactory.createApplicationContext(SuiteModule, { logger: false });
    await app.init();
    // each module is injected its own service's queue
    const queue = app.get(Handlers).queue;
    const id = (await queue.send(job, { n: 21 }))!;
    await app.get(OtherSender).queue.send(otherJob, { n: 5 });
    const done = await eventually(async () => {
      const status = await queue.status(job, id);
      return status?.state === 'completed' ? status : undefined;
    });
    expect(done.result).toBe(42);
    await eventually(() => seen.length === 2);
    expect(seen.sort()).toEqual(['demo:21', 'other:5']);
    await app.close();
    // the outcome stays readable from another replica after this one stopped
    expect(await observer.queue.status(job, id)).toMatchObject({ state: 'completed' });
  });
});
