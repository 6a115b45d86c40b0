import { EventSubjects } from '@mail/contracts';
import { seedUser, type SeededUser } from '@mail/testing';

import { BOUNDS } from './harness/bounds';
import { readEvents } from './harness/event-stream';
import { printFigures, tally } from './harness/figures';
import { firstAnsweredAfter, waitFor } from './harness/os-process';
import { outboxBacklog } from './harness/outbox';
import { type FaultStack, startStack } from './harness/stack';
import { countLists, listCreate, lostOrDuplicated, subscriberCreate, userCreate } from './harness/writes';
import { outcomeKey, WriteLoad } from './harness/write-load';

let stack: FaultStack;
let owner: SeededUser;
let listId: number;
beforeAll(async () => {
  stack = await startStack();
  owner = await seedUser(stack.api, stack.adminApiKey);
  listId = Number((await stack.api.legacy('List.Create', { APIKey: owner.apiKey, SubscriberListName: 'events' })).body.ListID);
}, 120_000);
afterAll(() => stack?.stop(), 60_000);

const INFRASTRUCTURE = {
  NATS: { kill: () => stack.nats.kill('SIGKILL'), start: () => stack.nats.start() },
  PostgreSQL: { kill: () => stack.pg.kill(), start: () => stack.pg.start() },
};

describe('NATS and PostgreSQL killed and restarted under load', () => {
  it.each(Object.keys(INFRASTRUCTURE) as (keyof typeof INFRASTRUCTURE)[])(
    '%s: every process recovers by itself, the outbox drains, no event lost',
    async (name) => {
      const prefix = `i${name.slice(0, 2).toLowerCase()}${Date.now().toString(36)}`;
      const load = new WriteLoad(stack.api, [subscriberCreate(owner.apiKey, listId), listCreate(owner.apiKey), userCreate(stack.adminApiKey)], prefix, 2);
      load.start();
      await load.reached(6, 'succeeding', (c) => c.outcome === 'success');
      const killedAt = Date.now();
      await INFRASTRUCTURE[name].kill();
      // down until the outage has failed calls sent after it
      await load.reached(1, 'failed by the outage', (c) => c.startedAt > killedAt && c.outcome !== 'success');
      const restartedAt = Date.now();
      await INFRASTRUCTURE[name].start();
      const startedMs = Date.now() - restartedAt;
      const recoveredMs = await firstAnsweredAfter(() => stack.allAnswer(), 30_000, 100);
      const answeringAt = restartedAt + (recoveredMs ?? 0);
      await load.reached(3, 'succeeding after the recovery', (c) => c.outcome === 'success' && c.startedAt >= answeringAt);
      const calls = await load.stop();
      // the writes that succeeded after the restart are in the outbox too: it must be empty within the bound
      const drainedMs = await waitFor(async () => (await outboxBacklog(stack.databaseUrl)) === 0, BOUNDS.infrastructureRecoveryMs, 100);
      const crashed = [...stack.services.values()].filter((s) => !s.running).map((s) => s.entry.name);

      const subscribed = calls.filter((c) => c.kind === 'sub' && c.outcome === 'success');
      const events = await readEvents(stack.nats.url, stack.namespace, EventSubjects.SubscriberSubscribed);
      const seen = new Set(events.map((e) => Number((e.payload as { subscriberId?: number }).subscriberId)));
      const lost = subscribed.filter((c) => !seen.has(c.id!)).map((c) => `${c.key} (subscriber ${c.id})`);
      const lists = await countLists(stack.api, owner.apiKey);
      const problems = lostOrDuplicated(
        calls.filter((c) => c.kind === 'list'),
        lists,
      );
      printFigures(`kill ${name}`, {
        calls: calls.length,
        'calls by outcome': tally(calls, outcomeKey),
        [`${name} itself up again after its restart (ms)`]: startedMs,
        [`every process answering again once it is up (ms; aim ≤ ${BOUNDS.infrastructureRecoveryMs})`]: recoveredMs ?? 'not within 30 s',
        'outbox drained after the load (ms)': drainedMs ?? `not within ${BOUNDS.infrastructureRecoveryMs} ms`,
        'subscriptions that succeeded': subscribed.length,
        'subscribed events in the stream': events.length,
        'events lost': lost.slice(0, 10),
        'lists lost or duplicated': problems.slice(0, 10),
        'processes that exited': crashed,
      });

      expect(crashed).toEqual([]);
      // how soon every process answers is a figure (printed above, against BOUNDS.infrastructureRecoveryMs), not a timed assertion
      expect(recoveredMs).toBeDefined();
      expect(drainedMs).toBeDefined();
      expect(subscribed.length).toBeGreaterThan(0);
      expect(lost).toEqual([]);
      expect(problems).toEqual([]);
    },
    120_000,
  );
});
