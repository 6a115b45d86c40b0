import { Client } from 'pg';

import { bootService, type ServiceHarness, waitFor } from '@mail/testing';

import { ListsModule } from '../src';

const rules = (suffix: string) => JSON.stringify([[{ type: 'fields', field_id: 'EmailAddress', operator: 'ends with', value: suffix }]]);

/** Bulk operations by RulesJSON: small selections answer in the request, large ones run as jobs with readable progress. */
describe('Subscriber.Tag/Untag/Unsubscribe by RulesJSON as jobs (real PostgreSQL)', () => {
  let h: ServiceHarness;
  const user = 5_000_000 + Math.floor(Math.random() * 1_000_000);
  const other = user + 1;
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  let listId: number;
  let tagId: number;

  const call = (command: string, params: Record<string, unknown>, as = user) => h.call(command, params, as);
  const ok = async (command: string, params: Record<string, unknown>, as = user) => {
    const reply = await call(command, params, as);
    if (!reply.ok) throw new Error(`${command} failed: ${JSON.stringify(reply)}`);
    return reply.body;
  };
  const codeOf = async (command: string, params: Record<string, unknown>, as = user) => {
    const reply = await call(command, params, as);
    if (reply.ok) throw new Error(`${command} unexpectedly succeeded: ${JSON.stringify(reply)}`);
    return 'failure' in reply ? reply.failure.errors[0].code : reply.hard;
  };
  const finished = (JobID: string) =>
    waitFor(
      async () => {
        const job: Record<string, unknown> = (await ok('Subscribers.Bulk.Status', { JobID })).Job;
        return ['Completed', 'Failed'].includes(String(job.Status)) && job;
      },
      { what: `bulk job ${JobID} to finish`, timeoutMs: 20_000 },
    );

  beforeAll(async () => {
    process.env.BULK_RULES_SYNC_LIMIT = '5';
    process.env.JOBS_POLLING_INTERVAL_SECONDS = '0.5';
    await db.connect();
    h = await bootService(ListsModule, { service: 'lists' });
    listId = (await ok('List.Create', { SubscriberListName: 'Bulk' })).ListID;
    tagId = (await ok('Subscriber.Tags.Create', { SubscriberListID: listId, Tag: 'Many' })).TagID;
    const emails = [...Array.from({ length: 8 }, (_, i) => `m${i}@many.example.com`), ...Array.from({ length: 3 }, (_, i) => `f${i}@few.example.com`)];
    const { ImportID } = await ok('Subscribers.Import', { ListID: listId, CSV: emails.join('\n'), Header: 0 });
    await waitFor(async () => (await ok('Subscribers.Import.Status', { ImportID })).Import.Status === 'Completed', { what: `import ${ImportID} to complete` });
  });
  afterAll(async () => {
    await h.stop();
    await db.end();
  });

  it('keeps a selection under BULK_RULES_SYNC_LIMIT in the request (reply shape unchanged)', async () => {
    const reply = await ok('Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules('@few.example.com'), RulesOperator: 'and' });
    expect(reply).toEqual({ TotalAffected: 3 });
    expect(await ok('Subscriber.Untag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules('@few.example.com'), RulesOperator: 'and' })).toEqual({
      TotalAffected: 3,
    });
  });

  it('runs a larger Subscriber.Tag and Subscriber.Untag as jobs, answering a JobID at once', async () => {
    const tagged = await ok('Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules('@many.example.com'), RulesOperator: 'and' });
    expect(tagged).toEqual({ TotalAffected: 0, JobID: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const job = await finished(tagged.JobID);
    expect(job).toMatchObject({ JobID: tagged.JobID, Operation: 'Tag', ListID: listId, Status: 'Completed', TotalAffected: 8, Error: '' });
    expect(job.Done).toBe(job.Total);
    expect(Number(job.Total)).toBeGreaterThan(0);
    expect((await ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].SubscriberCount).toBe(8);

    const untagged = await ok('Subscriber.Untag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules('@many.example.com'), RulesOperator: 'and' });
    expect(await finished(untagged.JobID)).toMatchObject({ Operation: 'Untag', Status: 'Completed', TotalAffected: 8 });
    expect((await ok('Subscriber.Tags.Get', { SubscriberListID: listId })).Tags[0].SubscriberCount).toBe(0);
  });

  it('runs a larger Subscriber.Unsubscribe by rules as a job', async () => {
    const reply = await ok('Subscriber.Unsubscribe', { ListID: listId, IPAddress: '10.0.0.9', RulesJSON: rules('@many.example.com'), RulesOperator: 'and' });
    expect(reply).toMatchObject({ TotalUnsubscribed: 0, JobID: expect.any(String) });
    expect(await finished(reply.JobID)).toMatchObject({ Operation: 'Unsubscribe', Status: 'Completed', TotalAffected: 8 });
    const { rows } = await db.query(`SELECT "status", count(*)::int AS n FROM "lists"."subscriber" WHERE "list_id" = $1 GROUP BY 1 ORDER BY 1`, [listId]);
    expect(rows).toEqual([
      { status: 'Subscribed', n: 3 },
      { status: 'Unsubscribed', n: 8 },
    ]);
  });

  it('Subscribers.Bulk.Status: 1 JobID missing, 2 unknown or not the caller’s', async () => {
    const tagged = await ok('Subscriber.Tag', { TagID: tagId, SubscriberListID: listId, RulesJSON: rules('@many.example.com'), RulesOperator: 'and' });
    expect(await codeOf('Subscribers.Bulk.Status', {})).toBe(1);
    expect(await codeOf('Subscribers.Bulk.Status', { JobID: 'not-a-job' })).toBe(2);
    expect(await codeOf('Subscribers.Bulk.Status', { JobID: '00000000-0000-0000-0000-000000000000' })).toBe(2);
    expect(await codeOf('Subscribers.Bulk.Status', { JobID: tagged.JobID }, other)).toBe(2);
    await finished(tagged.JobID);
  });
});
