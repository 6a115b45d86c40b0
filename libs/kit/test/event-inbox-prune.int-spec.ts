import { Module } from '@nestjs/common';

import { JobQueue } from '@mail/jobs';
import { bootService, type ServiceHarness } from '@mail/testing';

import { EVENT_INBOX_PRUNE_CRON, eventInboxPruneJob, ServiceKitModule } from '../src';
import { demoMigration, eventually } from './demo-service';

const SERVICE = 'kitprune';
const job = eventInboxPruneJob(SERVICE);

@Module({ imports: [ServiceKitModule.forService({ service: SERVICE, migrations: [demoMigration(SERVICE)] })] })
class PruneModule {}

describe('event_inbox pruning job of the kit (real PostgreSQL)', () => {
  let h: ServiceHarness;
  const retention = process.env.EVENT_INBOX_RETENTION_DAYS;

  beforeAll(async () => {
    h = await bootService(PruneModule, { service: SERVICE });
  });
  afterAll(async () => {
    process.env.EVENT_INBOX_RETENTION_DAYS = retention;
    if (retention === undefined) delete process.env.EVENT_INBOX_RETENTION_DAYS;
    await h.stop();
  });

  const inbox = async () => (await h.db.query<{ event_id: string }>(`SELECT "event_id" FROM "kitprune"."event_inbox" ORDER BY 1`)).map((r) => r.event_id);
  const run = async () => {
    const queue = h.get(JobQueue);
    const id = (await queue.send(job, {}))!;
    const status = await eventually(async () => {
      const s = await queue.status<{ deleted: number }>(job, id);
      return s?.state === 'completed' || s?.state === 'failed' ? s : undefined;
    }, 'the pruning job');
    expect(status).toMatchObject({ state: 'completed' });
    return status.result;
  };

  it('is scheduled daily, once in the service jobs schema', async () => {
    const schedules = await h.get(JobQueue).schedules();
    expect(schedules.filter((s) => s.queue === job.queue)).toEqual([
      { queue: 'kitprune.event-inbox-prune', cron: EVENT_INBOX_PRUNE_CRON, timezone: 'UTC', payload: {} },
    ]);
  });

  it('deletes inbox rows older than EVENT_INBOX_RETENTION_DAYS (default 14) and keeps the newer ones', async () => {
    await h.db.query(
      `INSERT INTO "kitprune"."event_inbox" ("consumer", "event_id", "processed_at") VALUES
         ('a', 'old', now() - interval '20 days'), ('b', 'old', now() - interval '15 days'),
         ('a', 'recent', now() - interval '13 days'), ('a', 'new', now() - interval '1 hour')`,
    );
    delete process.env.EVENT_INBOX_RETENTION_DAYS;
    expect(await run()).toEqual({ deleted: 2 });
    expect(await inbox()).toEqual(['new', 'recent']);

    process.env.EVENT_INBOX_RETENTION_DAYS = '10';
    expect(await run()).toEqual({ deleted: 1 });
    expect(await inbox()).toEqual(['new']);
  });
});
