/* eslint-disable @typescript-eslint/no-explicit-any -- answers are untyped JSON */
import { seedUser } from '@mail/testing';

import { BOUNDS } from './harness/bounds';
import { envelopeViolation } from './harness/envelope';
import { printFigures, pool, tally } from './harness/figures';
import { commandRoutes, FUZZ_KINDS, type FuzzCase, fuzzCases, routeName } from './harness/fuzz-cases';
import { CONTROL_STRINGS } from './harness/fuzz-values';
import { closeIdleSockets, type RawRequest, sendRaw } from './harness/raw-request';
import { sleep, waitFor } from './harness/os-process';
import { builtCommands, listedServices } from './harness/services';
import { type FaultStack, STACK_START_TIMEOUT_MS, startStack } from './harness/stack';

interface Result {
  fuzz: FuzzCase;
  status: number | 'no answer';
  violation?: string;
  text?: string;
}

/**
 * A separate user's valid writes and reads, one after another until `stop`: what a real client sees while the fuzz
 * runs. Each call that does not answer as it should (no answer at all included) is one failure. A connection per
 * call, as the fuzz's own requests: a dropped connection is charged to the call that saw it.
 */
async function cleanCaller(base: URL, apiKey: string, listId: number, stop: { done: boolean }): Promise<{ calls: number; failures: string[] }> {
  const failures: string[] = [];
  let calls = 0;
  const form = (params: Record<string, string | number>) =>
    Buffer.from(new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString());
  const call = async (what: string, request: RawRequest, ok: (body: Record<string, any>) => boolean) => {
    calls += 1;
    const answer = await sendRaw(base, request);
    if (!answer.ok) return failures.push(`${what}: no answer (${answer.error})`);
    let body: Record<string, any> | undefined;
    try {
      body = JSON.parse(answer.text) as Record<string, any>;
    } catch {
      body = undefined;
    }
    if (answer.status !== 200 || !body || !ok(body)) failures.push(`${what}: HTTP ${answer.status} ${answer.text.slice(0, 160)}`);
  };
  const post = (params: Record<string, string | number>): RawRequest => ({
    method: 'POST',
    path: '/api.php',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ ...params, APIKey: apiKey }),
  });
  for (let n = 0; !stop.done; n += 1) {
    await call(
      'Subscriber.Create',
      post({ Command: 'Subscriber.Create', ListID: listId, EmailAddress: `clean-${n}@example.com` }),
      (b) => b.Success === true && Number(b.SubscriberID) > 0,
    );
    await call('List.Get', post({ Command: 'List.Get', ListID: listId }), (b) => b.Success === true && b.List?.ListName === 'clean caller');
    await call('GET /api/v1/journeys', { method: 'GET', path: `/api/v1/journeys?APIKey=${apiKey}` }, (b) => !b.Errors && b.Success !== false);
  }
  return { calls, failures };
}

/** enough of a failing request and its answer to replay it */
function replayable(r: Result): string {
  const { method, path, body } = r.fuzz.request;
  const sent = `${method} ${path.slice(0, 80)} ${body ? `[${body.length} B] ${body.subarray(0, 160).toString('latin1')}` : ''}`;
  return `${r.fuzz.kind} ${r.fuzz.command} (${r.fuzz.route}${r.fuzz.v1Method ? ` ${r.fuzz.v1Method}` : ''}${r.fuzz.askedXml ? ', XML' : ''}): ${r.violation} <- ${sent} -> ${String(r.text).slice(0, 200)}`;
}

let stack: FaultStack;
beforeAll(async () => {
  stack = await startStack();
}, STACK_START_TIMEOUT_MS);
afterAll(async () => {
  closeIdleSockets();
  await stack?.stop();
}, 60_000);

describe('fuzz: malformed requests over every built command', () => {
  it(`answers ${BOUNDS.fuzzRequests} malformed requests over every route of every command inside the envelope, never a 5xx, never crashing, a clean caller alongside never failing, and the edge's memory comes back`, async () => {
    const user = await seedUser(stack.api, stack.adminApiKey);
    // stored hostile text, so that reads echo it back (in XML too)
    const list = await stack.api.legacy('List.Create', { APIKey: user.apiKey, SubscriberListName: `stored ${CONTROL_STRINGS[0]}` });
    await stack.api.legacy('Subscriber.Create', {
      APIKey: user.apiKey,
      ListID: list.body?.ListID,
      EmailAddress: 'stored@example.com',
      CustomFields: { x: CONTROL_STRINGS[0] },
    });

    const clean = await seedUser(stack.api, stack.adminApiKey);
    const cleanList = await stack.api.legacy('List.Create', { APIKey: clean.apiKey, SubscriberListName: 'clean caller' });
    expect(cleanList.body?.Success).toBe(true);

    const commands = builtCommands();
    // these may answer a file download (RawHttpReply) instead of an envelope
    const fileCommands = new Set(commands.filter((c) => c.rawReply).map((c) => c.name));
    const pids = new Map([...stack.services].map(([name, s]) => [name, s.pid]));
    const base = new URL(stack.baseUrl);
    let maxRssMb = stack.edge.rssMb();
    const sampler = setInterval(() => (maxRssMb = Math.max(maxRssMb, stack.edge.rssMb() || 0)), 200);
    const started = Date.now();
    const stopClean = { done: false };
    const cleanRun = cleanCaller(base, clean.apiKey, Number(cleanList.body.ListID), stopClean);
    const results = await pool(
      fuzzCases(commands, { userApiKey: user.apiKey, adminApiKey: stack.adminApiKey }, BOUNDS.fuzzRequests),
      24,
      async (fuzz): Promise<Result> => {
        const outcome = await sendRaw(base, fuzz.request);
        if (!outcome.ok) return { fuzz, status: 'no answer', violation: `no answer (${outcome.error})` };
        return {
          fuzz,
          status: outcome.status,
          violation: await envelopeViolation(outcome, fuzz.route, fuzz.askedXml, fileCommands.has(fuzz.command)),
          text: outcome.text,
        };
      },
    );
    const seconds = (Date.now() - started) / 1000;
    stopClean.done = true;
    const cleanSeen = await cleanRun;
    clearInterval(sampler);

    closeIdleSockets();
    let afterRssMb = stack.edge.rssMb();
    const settledMs = await waitFor(() => (afterRssMb = stack.edge.rssMb()) < BOUNDS.edgeRssAfterFuzzMb, BOUNDS.edgeRssSettleMs, 500);
    await sleep(0);

    const violations = results.filter((r) => r.violation);
    const serverErrors = results.filter((r) => typeof r.status === 'number' && r.status >= 500);
    const everyRoute = commands.flatMap((c) => commandRoutes(c).map((r) => routeName({ command: c.name, ...r })));
    const fuzzedRoutes = new Set(results.map((r) => routeName({ command: r.fuzz.command, route: r.fuzz.route, v1Method: r.fuzz.v1Method })));
    const crashed = [...stack.services].filter(([name, s]) => !s.running || s.pid !== pids.get(name)).map(([name]) => name);
    printFigures('fuzz', {
      requests: results.length,
      commands: commands.length,
      'commands by service': tally(commands, (c) => c.service),
      routes: everyRoute.length,
      'routes not fuzzed': everyRoute.filter((r) => !fuzzedRoutes.has(r)),
      seconds,
      'answers by status': tally(results, (r) => String(r.status)),
      'requests by kind': tally(results, (r) => r.fuzz.kind),
      'violations by kind': tally(violations, (r) => r.fuzz.kind),
      'violations by command': tally(violations, (r) => r.fuzz.command),
      '5xx answers': serverErrors.length,
      'clean caller calls': cleanSeen.calls,
      'clean caller failures': cleanSeen.failures.slice(0, 10),
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
    expect(new Set(commands.map((c) => c.service))).toEqual(new Set(listedServices().map((s) => s.name)));
    expect(everyRoute.filter((r) => !fuzzedRoutes.has(r))).toEqual([]);
    expect(new Set(results.map((r) => r.fuzz.kind))).toEqual(new Set(FUZZ_KINDS));
    expect(serverErrors.map(replayable).slice(0, 30)).toEqual([]);
    expect(cleanSeen.calls).toBeGreaterThan(0);
    expect(cleanSeen.failures).toEqual([]);
    expect(crashed).toEqual([]);
    expect(violations.map((r) => `${r.fuzz.kind} ${r.fuzz.command}: ${r.violation}`).slice(0, 30)).toEqual([]);
    expect(maxRssMb).toBeLessThan(BOUNDS.edgeRssPeakMb);
    expect(afterRssMb).toBeLessThan(BOUNDS.edgeRssAfterFuzzMb);
    expect(await stack.allAnswer()).toBe(true);
  }, 480_000);

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
