import { seedUser, type SeededUser } from '@mail/testing';

import { BOUNDS } from './harness/bounds';
import { printFigures, tally } from './harness/figures';
import { firstAnsweredAfter, sleep, waitFor } from './harness/os-process';
import { listedServices } from './harness/services';
import { type FaultStack, STACK_START_TIMEOUT_MS, startStack } from './harness/stack';
import { countLists, countUsers, listCreate, lostOrDuplicated, userCreate } from './harness/writes';
import { outcomeKey, WriteLoad } from './harness/write-load';

let stack: FaultStack;
let owner: SeededUser;
beforeAll(async () => {
  stack = await startStack();
  owner = await seedUser(stack.api, stack.adminApiKey);
}, STACK_START_TIMEOUT_MS);
afterAll(() => stack?.stop(), 60_000);

describe('SIGKILL of each service under load', () => {
  it.each(listedServices().map((s) => s.name))(
    '%s: in-flight requests fail fast with a hard failure, no write lost or duplicated, answering again once restarted',
    async (name) => {
      const service = stack.services.get(name)!;
      const prefix = `k${name.slice(0, 3)}${Date.now().toString(36)}`;
      const load = new WriteLoad(stack.api, [listCreate(owner.apiKey), userCreate(stack.adminApiKey)], prefix);
      load.start();
      await load.reached(6, 'succeeding', (c) => c.outcome === 'success');
      const killedAt = Date.now();
      await service.kill('SIGKILL');
      // the platform runs without the service until calls sent after the kill have come back
      await load.reached(3, 'sent after the kill', (c) => c.startedAt > killedAt);
      service.start();
      // Boot time (spawn → "ready") is CPU-bound and varies with the machine: printed, bounded only loosely.
      // The 2 s bar is on recovery itself: from the moment the new process serves, the platform answers.
      const readyAt = await Promise.race([service.ready(), sleep(BOUNDS.serviceBootMs).then(() => undefined)]);
      const bootMs = readyAt === undefined ? undefined : readyAt - service.startedAt;
      const probeStart = Date.now();
      const answeredIn = await firstAnsweredAfter(() => stack.answers(name), 30_000, 50);
      const answeredAfterMs = readyAt === undefined || answeredIn === undefined ? undefined : Math.max(0, probeStart + answeredIn - readyAt);
      await load.reached(6, 'succeeding after the restart', (c) => c.outcome === 'success' && c.startedAt >= probeStart);
      const calls = await load.stop();
      // every process answers (a restart may have left others waiting for reconnection)
      expect(await waitFor(() => stack.allAnswer(), 10_000, 100)).toBeDefined();

      const inFlight = calls.filter((c) => c.startedAt < killedAt && c.endedAt > killedAt);
      const slow = inFlight.filter((c) => c.endedAt - killedAt > BOUNDS.inFlightFailFastMs);
      // a killed edge cannot answer at all: its in-flight requests see the connection close
      const acceptable = service.entry.edge ? ['success', 'hard failure', 'no answer'] : ['success', 'hard failure'];
      const badlyFailed = inFlight.filter((c) => !acceptable.includes(c.outcome));
      const [lists, users] = await Promise.all([countLists(stack.api, owner.apiKey), countUsers(stack.api, stack.adminApiKey, prefix)]);
      const problems = [
        ...lostOrDuplicated(
          calls.filter((c) => c.kind === 'list'),
          lists,
        ),
        ...lostOrDuplicated(
          calls.filter((c) => c.kind === 'user'),
          users,
        ),
      ];
      printFigures(`SIGKILL ${name}`, {
        calls: calls.length,
        'calls by outcome': tally(calls, outcomeKey),
        'in flight at the kill': inFlight.length,
        'in flight: slowest answer after the kill (ms)': Math.max(0, ...inFlight.map((c) => c.endedAt - killedAt)),
        'boot: spawn to ready (ms)': bootMs ?? `not within ${BOUNDS.serviceBootMs} ms`,
        [`answering again after it is ready (ms; aim ≤ ${BOUNDS.serviceAnswersAfterRestartMs})`]: answeredAfterMs ?? 'not within 30 s',
        'lost or duplicated': problems.slice(0, 10),
      });

      expect(slow.map((c) => `${c.key}: ${c.outcome} after ${c.endedAt - killedAt} ms`)).toEqual([]);
      expect(badlyFailed.map((c) => `${c.key}: ${c.outcome} ${JSON.stringify(c.code)}`)).toEqual([]);
      expect(problems).toEqual([]);
      expect(calls.filter((c) => c.outcome === 'success').length).toBeGreaterThan(0);
      expect(bootMs).toBeDefined();
      // how soon it answers is a figure (printed above, against BOUNDS.serviceAnswersAfterRestartMs), not a timed assertion
      expect(answeredAfterMs).toBeDefined();
    },
    90_000,
  );
});
