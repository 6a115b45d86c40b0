import { EventSubjects } from '@mail/contracts';
import { seedUser, type SeededUser } from '@mail/testing';

import { SmtpSink } from '../../apps/campaigns/test/smtp-sink';
import { BOUNDS } from './harness/bounds';
import { approvedCampaign, campaignOf, recipientLedger } from './harness/campaign-send';
import { readEvents } from './harness/event-stream';
import { printFigures, tally } from './harness/figures';
import { gatewaySend, gatewaySender, type GatewaySender, gatewayStatusBySubject } from './harness/gateway-send';
import { firstAnsweredAfter, sleep, waitFor } from './harness/os-process';
import { outboxBacklog } from './harness/outbox';
import { type FaultStack, STACK_START_TIMEOUT_MS, startStack } from './harness/stack';
import { countLists, listCreate, lostOrDuplicated, subscriberCreate, userCreate } from './harness/writes';
import { outcomeKey, WriteLoad } from './harness/write-load';

// slow enough (5 pooled connections × 50 ms a message) that an outage lands mid-send
const sink = Object.assign(new SmtpSink(), { delayMs: 50 });
let stack: FaultStack;
let owner: SeededUser;
let listId: number;
let gateway: GatewaySender;
beforeAll(async () => {
  await sink.start();
  stack = await startStack({
    SMTP_URL: sink.url,
    JOBS_POLLING_INTERVAL_SECONDS: '1',
    // small batches, so that the recipients claimed when the outage hit (left unknown after their lease) are few and
    // settled soon after it, not at the once-a-minute sweep
    DELIVERY_BATCH_SIZE: '10',
    DELIVERY_LEASE_SECONDS: '5',
    // the same for gateway claims: one the outage cut is settled (Unknown, or queued again if never started) soon
    GATEWAY_DELIVERY_LEASE_SECONDS: '5',
  });
  owner = await seedUser(stack.api, stack.adminApiKey);
  listId = Number((await stack.api.legacy('List.Create', { APIKey: owner.apiKey, SubscriberListName: 'events' })).body.ListID);
  gateway = await gatewaySender(stack.api, owner.apiKey, stack.databaseUrl);
}, STACK_START_TIMEOUT_MS);
afterAll(async () => {
  await stack?.stop();
  await sink.close();
}, 60_000);

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

      stack.explainFailure(() => {
        expect(crashed).toEqual([]);
        // how soon every process answers is a figure (printed above, against BOUNDS.infrastructureRecoveryMs), not a timed assertion
        expect(recoveredMs).toBeDefined();
        expect(drainedMs).toBeDefined();
        expect(subscribed.length).toBeGreaterThan(0);
        expect(lost).toEqual([]);
        expect(problems).toEqual([]);
      });
    },
    120_000,
  );
});

const AUDIENCE = 200;

describe('NATS and PostgreSQL down while every service runs jobs (a campaign sending, an import, gateway sends, writes with events)', () => {
  it.each([
    ['PostgreSQL', 3_000],
    ['PostgreSQL', 15_000],
    ['NATS', 15_000],
  ] as const)(
    '%s down for %i ms: no process exits, each reports not ready meanwhile and ready again by itself, nothing acknowledged lost or duplicated',
    async (name, outageMs) => {
      const processes = [...stack.services.values()];
      // the case before may have left the stack recovering: start from every process ready
      expect(await waitFor(async () => (await Promise.all(processes.map((p) => p.ready200()))).every(Boolean), 120_000, 250)).toBeDefined();
      const pids = new Map(processes.map((p) => [p.entry.name, p.pid]));
      const tag = `j${name.slice(0, 2).toLowerCase()}${Date.now().toString(36)}`;
      const audience = Array.from({ length: AUDIENCE }, (_, i) => `r${i}.${tag}@example.com`);
      const load = new WriteLoad(stack.api, [subscriberCreate(owner.apiKey, listId), listCreate(owner.apiKey), gatewaySend(gateway)], tag, 2);
      load.start();
      // the list behind the campaign is filled by an import job; Campaign.Approve starts the send jobs
      const { campaignId } = await approvedCampaign(stack.api, owner.apiKey, audience);
      const ours = new Set(audience);
      expect(await waitFor(() => sink.messages.filter((m) => m.envelopeTo.some((a) => ours.has(a))).length >= 20, 30_000, 5)).toBeDefined();
      await load.reached(3, 'gateway sends queued', (c) => c.kind === 'gw' && c.outcome === 'success');

      const killedAt = Date.now();
      await INFRASTRUCTURE[name].kill();
      const seenNotReady = new Set<string>();
      while (Date.now() - killedAt < outageMs) {
        const ready = await Promise.all(processes.map((p) => p.ready200()));
        processes.forEach((p, i) => !ready[i] && seenNotReady.add(p.entry.name));
        await sleep(200);
      }
      const restartedAt = Date.now();
      await INFRASTRUCTURE[name].start();
      const startedMs = Date.now() - restartedAt;
      const readyMs = await waitFor(async () => (await Promise.all(processes.map((p) => p.ready200()))).every(Boolean), 60_000, 100);
      const answeredMs = await firstAnsweredAfter(() => stack.allAnswer(), 60_000, 100);
      const answeringAt = restartedAt + startedMs + (answeredMs ?? 0);
      await load.reached(3, 'succeeding after the recovery', (c) => c.outcome === 'success' && c.startedAt >= answeringAt, 60_000);
      const calls = await load.stop();

      const sentMs = await waitFor(async () => (await campaignOf(stack.api, owner.apiKey, campaignId)).Status === 'Sent', 120_000, 250);
      const queuedKeys = calls.filter((c) => c.kind === 'gw' && c.outcome === 'success').map((c) => c.key);
      const queued = queuedKeys.map((k) => `${k}@example.com`.toLowerCase());
      const received = () =>
        tally(
          sink.messages.flatMap((m) => m.envelopeTo),
          (a) => a,
        );
      // the gateway's promise is at most once (docs/operations.md): each acknowledged send arrives, or is recorded
      // Unknown when the outage cut its attempt; it is never sent twice
      let gatewayStatus = new Map<string, string>();
      const gatewayMs = await waitFor(
        async () => {
          gatewayStatus = await gatewayStatusBySubject(stack.databaseUrl, queuedKeys).catch(() => gatewayStatus);
          const counts = received();
          return queuedKeys.every((k, i) => counts[queued[i]] || gatewayStatus.get(k) === 'Unknown');
        },
        120_000,
        250,
      );
      const counts = received();
      const ledger = await recipientLedger(stack.databaseUrl, campaignId);
      const state = (s: string) => ledger.addressesByState[s] ?? [];
      const drainedMs = await waitFor(async () => (await outboxBacklog(stack.databaseUrl)) === 0, BOUNDS.infrastructureRecoveryMs, 100);

      const exited = processes.filter((p) => !p.running || p.pid !== pids.get(p.entry.name)).map((p) => p.entry.name);
      const subscribed = calls.filter((c) => c.kind === 'sub' && c.outcome === 'success');
      const events = await readEvents(stack.nats.url, stack.namespace, EventSubjects.SubscriberSubscribed);
      const seen = new Set(events.map((e) => Number((e.payload as { subscriberId?: number }).subscriberId)));
      const lostEvents = subscribed.filter((c) => !seen.has(c.id!)).map((c) => `${c.key} (subscriber ${c.id})`);
      const listProblems = lostOrDuplicated(
        calls.filter((c) => c.kind === 'list'),
        await countLists(stack.api, owner.apiKey),
      );
      const gatewayLost = queued.filter((a, i) => !counts[a] && gatewayStatus.get(queuedKeys[i]) !== 'Unknown');
      const gatewayUnknown = queuedKeys.filter((k) => gatewayStatus.get(k) === 'Unknown');
      const receivedTwice = Object.entries(counts)
        .filter(([a, n]) => n > 1 && (ours.has(a) || a.startsWith(tag)))
        .map(([a, n]) => `${a} ×${n}`);
      const sentNotReceived = state('sent').filter((a) => !counts[a]);
      const unsettled = audience.filter((a) => !['sent', 'unknown', 'failed'].some((s) => state(s).includes(a)));

      printFigures(`${name} down for ${outageMs} ms with jobs running`, {
        calls: calls.length,
        'calls by outcome': tally(calls, outcomeKey),
        'processes seen not ready during the outage': [...seenNotReady].sort(),
        [`${name} itself up again after its restart (ms)`]: startedMs,
        [`every process's /readyz 200 again once it is up (ms; bound ${BOUNDS.infrastructureRecoveryMs})`]: readyMs ?? 'not within 60 s',
        'every process answering its commands again (ms)': answeredMs ?? 'not within 60 s',
        'campaign Sent after the load (ms)': sentMs ?? 'not within 120 s',
        'campaign recipients by state': tally(
          Object.entries(ledger.addressesByState).flatMap(([s, list]) => list.map(() => s)),
          (s) => s,
        ),
        'gateway sends queued / received / Unknown (of them received)': `${queued.length} / ${queued.filter((a) => counts[a]).length} / ${gatewayUnknown.length} (${gatewayUnknown.filter((k) => counts[`${k}@example.com`.toLowerCase()]).length})`,
        'outbox drained (ms)': drainedMs ?? `not within ${BOUNDS.infrastructureRecoveryMs} ms`,
        'received twice': receivedTwice.slice(0, 10),
        'campaign recipients unknown, of them received': `${state('unknown').length}, ${state('unknown').filter((a) => counts[a]).length}`,
        'campaign sent but not received': sentNotReceived.slice(0, 10),
        'campaign recipients never settled': unsettled.slice(0, 10),
        'gateway sends queued, neither received nor Unknown': gatewayLost.slice(0, 10),
        'subscribed events lost': lostEvents.slice(0, 10),
        'lists lost or duplicated': listProblems.slice(0, 10),
        'processes that exited': exited,
      });

      stack.explainFailure(() => {
        expect(exited).toEqual([]);
        expect([...seenNotReady].sort()).toEqual(processes.map((p) => p.entry.name).sort());
        expect(readyMs).toBeDefined();
        // the issue's bar: every process ready within 10 s of the outage ending (PostgreSQL or NATS up again)
        expect(readyMs).toBeLessThanOrEqual(BOUNDS.infrastructureRecoveryMs);
        expect(sentMs).toBeDefined();
        expect(gatewayMs).toBeDefined();
        expect(drainedMs).toBeDefined();
        expect(receivedTwice).toEqual([]);
        expect(state('sent').length).toBeGreaterThan(0);
        expect(sentNotReceived).toEqual([]);
        expect(unsettled).toEqual([]);
        expect(gatewayLost).toEqual([]);
        expect(lostEvents).toEqual([]);
        expect(listProblems).toEqual([]);
      });
    },
    400_000,
  );
});
