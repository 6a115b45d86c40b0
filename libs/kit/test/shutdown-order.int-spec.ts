import { randomUUID } from 'node:crypto';

import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';

import { Events, type UsageReportedPayload } from '@mail/contracts';
import { type EventContext, OnEvent } from '@mail/db';
import { defineJob, JobHandler, JobQueue, JobsRuntime } from '@mail/jobs';
import { bootService, type ServiceHarness } from '@mail/testing';

import { ServiceDb, ServiceEventConsumers, ServiceKitModule, ServiceOutbox } from '../src';
import { demoMigration, eventually, gate } from './demo-service';

const SERVICE = 'kitorder';
class SlowPayload {}
const SlowJob = defineJob({ service: SERVICE, name: 'slow', payload: SlowPayload, retryLimit: 0 });
const steps: string[] = [];
/** the consumer and the job run until the test opens their gate: they are still running when the application is told to close */
const consumerGoesOn = gate();
const jobGoesOn = gate();

/** An event consumer and a job handler that are both still running when the application is told to close. */
@Injectable()
class SlowWork implements OnModuleInit {
  constructor(
    private readonly events: ServiceEventConsumers,
    private readonly db: ServiceDb,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.register(this);
  }

  @OnEvent(Events.UsageReported, { durable: 'kitorder-slow' })
  async consume(_payload: UsageReportedPayload, ctx: EventContext<UsageReportedPayload>): Promise<void> {
    steps.push('consumer started');
    await consumerGoesOn.wait;
    await ctx.manager.query(`INSERT INTO "kitorder"."note" ("what") VALUES ('consumer')`);
    steps.push('consumer done');
  }

  @JobHandler(SlowJob)
  async job(): Promise<void> {
    steps.push('job started');
    await jobGoesOn.wait;
    await this.db.query(`INSERT INTO "kitorder"."note" ("what") VALUES ('job')`);
    steps.push('job done');
  }
}

@Module({ imports: [ServiceKitModule.forService({ service: SERVICE, migrations: [demoMigration(SERVICE)] })], providers: [SlowWork] })
class OrderModule {}

/** Records when `method` of `target` is called and when it has resolved. */
function watch<T extends object>(target: T, method: keyof T & string, name: string): void {
  const original = (target[method] as () => Promise<void>).bind(target);
  jest.spyOn(target, method as never).mockImplementation((async () => {
    steps.push(`${name} stopping`);
    await original();
    steps.push(`${name} stopped`);
  }) as never);
}

describe(`${ServiceKitModule.name} shutdown order (real PostgreSQL)`, () => {
  let h: ServiceHarness;

  beforeAll(async () => {
    h = await bootService(OrderModule, { service: SERVICE });
  });

  it('stops the outbox relay, then the event consumers, then the job workers, and closes the pool last, with work in flight', async () => {
    watch(h.get(ServiceOutbox), 'stop', 'outbox');
    watch(h.get(ServiceEventConsumers), 'stop', 'consumers');
    watch(h.get(JobsRuntime), 'stop', 'jobs');
    const dataSource = h.db.dataSource;
    watch(dataSource, 'destroy', 'pool');

    await h.get(JobQueue).send(SlowJob, {});
    await eventually(() => steps.includes('job started'), 'the job to start');
    const event = {
      id: randomUUID(),
      subject: Events.UsageReported.subject,
      occurredAt: new Date().toISOString(),
      payload: { userId: 1, metric: 'email_gateway_sent', count: 1 },
    };
    const acknowledged = h.bus.publish(event);
    await eventually(() => steps.includes('consumer started'), 'the consumer to start');

    const stopped = h.stop();
    // each piece of work may finish only once its runner is stopping: then the next runner must wait for it
    await eventually(() => steps.includes('consumers stopping'), 'the event consumers to be stopping');
    expect(steps).not.toContain('jobs stopping');
    consumerGoesOn.open();
    await eventually(() => steps.includes('jobs stopping'), 'the job workers to be stopping');
    expect(steps).not.toContain('pool stopping');
    jobGoesOn.open();
    await stopped;
    await acknowledged;

    expect(steps).toEqual([
      'job started',
      'consumer started',
      'outbox stopping',
      'outbox stopped',
      'consumers stopping',
      'consumer done',
      'consumers stopped',
      'jobs stopping',
      'job done',
      'jobs stopped',
      'pool stopping',
      'pool stopped',
    ]);
    expect(dataSource.isInitialized).toBe(false);
    // both wrote through the pool before it closed
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query(`SELECT "what" FROM "kitorder"."note" ORDER BY 1`);
      expect(rows).toEqual([{ what: 'consumer' }, { what: 'job' }]);
      const inbox = await client.query(`SELECT "consumer" FROM "kitorder"."event_inbox" WHERE "event_id" = $1`, [event.id]);
      expect(inbox.rows).toEqual([{ consumer: 'kitorder-slow' }]);
    } finally {
      await client.end();
    }
  });
});
