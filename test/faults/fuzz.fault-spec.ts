import { seedUser } from '@mail/testing';

import { BOUNDS } from './harness/bounds';
import { envelopeViolation } from './harness/envelope';
import { printFigures, pool, tally } from './harness/figures';
import { type FuzzCase, fuzzCases } from './harness/fuzz-cases';
import { CONTROL_STRINGS } from './harness/fuzz-values';
import { closeIdleSockets, sendRaw } from './harness/raw-request';
import { sleep, waitFor } from './harness/os-process';
import { builtCommands } from './harness/services';
import { type FaultStack, startStack } from './harness/stack';

interface Result {
  fuzz: FuzzCase;
  status: number | 'no answer';
  violation?: string;
  text?: string;
}

/** enough of a failing request and its answer to replay it */
function replayable(r: Result): string {
  const { method, path, body } = r.fuzz.request;
  const sent = `${method} ${path.slice(0, 80)} ${body ? `[${body.length} B] ${body.subarray(0, 160).toString('latin1')}` : ''}`;
  return `${r.fuzz.kind} ${r.fuzz.command} (${r.fuzz.route}${r.fuzz.askedXml ? ', XML' : ''}): ${r.violation} <- ${sent} -> ${String(r.text).slice(0, 200)}`;
}

let stack: FaultStack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(async () => {
  closeIdleSockets();
  await stack?.stop();
}, 60_000);

describe('fuzz: malformed requests over every built command', () => {
  it(`answers ${BOUNDS.fuzzRequests} malformed requests inside the envelope, never a 5xx, never crashing, and the edge's memory comes back`, async () => {
    const user = await seedUser(stack.api, stack.adminApiKey);
    // stored hostile text, so that reads echo it back (in XML too)
    const list = await stack.api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: `stored ${CONTROL_STRINGS[0]}` });
    await stack.api.legacy('Subscriber.Create', {
      APIKey: user.apiKey,
      ListID: list.body?.ListID,
      EmailAddress: 'stored@example.com',
      CustomFields: { x: CONTROL_STRINGS[0] },
    });

    const commands = builtCommands();
    const pids = new Map([...stack.services].map(([name, s]) => [name, s.pid]));
    const base = new URL(stack.baseUrl);
    let maxRssMb = stack.edge.rssMb();
    const sampler = setInterval(() => (maxRssMb = Math.max(maxRssMb, stack.edge.rssMb() || 0)), 200);
    const started = Date.now();
    const results = await pool(
      fuzzCases(commands, { userApiKey: user.apiKey, adminApiKey: stack.adminApiKey }, BOUNDS.fuzzRequests),
      24,
      async (fuzz): Promise<Result> => {
        const outcome = await sendRaw(base, fuzz.request);
        if (!outcome.ok) return { fuzz, status: 'no answer', violation: `no answer (${outcome.error})` };
        return { fuzz, status: outcome.status, violation: await envelopeViolation(outcome, fuzz.route, fuzz.askedXml), text: outcome.text };
      },
    );
    const seconds = (Date.now() - started) / 1000;
    clearInterval(sampler);

    closeIdleSockets();
    let afterRssMb = stack.edge.rssMb();
    const settledMs = await waitFor(() => (afterRssMb = stack.edge.rssMb()) < BOUNDS.edgeRssAfterFuzzMb, BOUNDS.edgeRssSettleMs, 500);
    await sleep(0);

    const violations = results.filter((r) => r.violation);
    const crashed = [...stack.services].filter(([name, s]) => !s.running || s.pid !== pids.get(name)).map(([name]) => name);
    printFigures('fuzz', {
      requests: results.length,
      commands: commands.length,
      seconds,
      'answers by status': tally(results, (r) => String(r.status)),
      'requests by kind': tally(results, (r) => r.fuzz.kind),
      'violations by kind': tally(violations, (r) => r.fuzz.kind),
      'violations by kind and reason': tally(violations, (r) => `${r.fuzz.kind}: ${r.violation!.slice(0, 80)}`),
      'a violation of each kind': Object.values(Object.fromEntries(violations.map((r) => [r.fuzz.kind, r]))).map(replayable),
      'edge RSS max MB': maxRssMb,
      'edge RSS after MB': afterRssMb,
      'edge RSS bounds MB (peak, after)': [BOUNDS.edgeRssPeakMb, BOUNDS.edgeRssAfterFuzzMb],
      'edge RSS settled after ms': settledMs ?? `not within ${BOUNDS.edgeRssSettleMs} ms`,
      'crashed services': crashed,
    });

    expect(results.length).toBeGreaterThanOrEqual(BOUNDS.fuzzRequests);
    expect(new Set(results.map((r) => r.fuzz.command))).toEqual(new Set(commands.map((c) => c.name)));
    expect(crashed).toEqual([]);
    expect(violations.map((r) => `${r.fuzz.kind} ${r.fuzz.command}: ${r.violation}`).slice(0, 30)).toEqual([]);
    expect(maxRssMb).toBeLessThan(BOUNDS.edgeRssPeakMb);
    expect(afterRssMb).toBeLessThan(BOUNDS.edgeRssAfterFuzzMb);
    expect(await stack.allAnswer()).toBe(true);
  }, 240_000);

  it('still works normally afterwards: no polluted prototype, no poisoned state', async () => {
    const user = await seedUser(stack.api, stack.adminApiKey);
    const created = await stack.api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: 'after the fuzz' });
    expect(created.body.Success).toBe(true);
    const read = await stack.api.legacy('List.Get', { APIKey: user.apiKey, ListID: created.body.ListID }, { format: 'XML' });
    expect(read.body.List.ListName).toBe('after the fuzz');
    const refused = await stack.api.legacy('List.Get', { APIKey: 'not-a-key', ListID: created.body.ListID });
    expect([refused.status, refused.body.Success, 'polluted' in refused.body, 'isAdmin' in refused.body]).toEqual([200, false, false, false]);
  }, 30_000);
});
