import { BACKEND_SERVICES } from '@mail/contracts';
import { apiUser, e2eEnv, seedUser, succeeded, unique, until } from '@mail/testing';

/**
 * The ops port of the process serving the edge (E2E_OPS_URL: the suite's one ops server, or in a distributed run
 * the edge process's). Prometheus text is read as a scraper would.
 */
const opsUrl = process.env.E2E_OPS_URL;
const { api, adminApiKey } = e2eEnv();
/** the e2e setup booted the suite (E2E_DATABASE is its database): the edge and every service share this ops port */
const inSuite = Boolean(process.env.E2E_DATABASE);

async function scrape(): Promise<string> {
  const res = await fetch(`${opsUrl}/metrics`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** the value of one sample line `name{labels} value` (labels in prom-client's order), 0 when absent */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    if (wanted.every((pair) => inside.split(',').includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

(opsUrl ? describe : describe.skip)('ops port: /livez, /readyz, /metrics', () => {
  it('answers liveness, and readiness naming every service of the process with its database, bus and workers', async () => {
    expect((await fetch(`${opsUrl}/livez`)).status).toBe(200);
    const ready = await fetch(`${opsUrl}/readyz`);
    const body = (await ready.json()) as { status: string; failing: string[]; services: Record<string, Record<string, string>> };
    expect([ready.status, body.status, body.failing]).toEqual([200, 'ready', []]);
    expect(body.services.edge).toEqual({ bus: 'OK', accounts: 'OK' });
    // the suite hosts every service in the edge's process; a distributed edge hosts none
    const hosted = inSuite ? BACKEND_SERVICES : [];
    for (const service of hosted) expect([service, body.services[service]]).toEqual([service, { database: 'OK', bus: 'OK', workers: 'OK' }]);
  });

  it('counts requests per command and outcome at the edge, with latency samples', async () => {
    const ok = { command: 'system-health-check', outcome: 'ok', code: '0', status: '200' };
    const denied = { command: 'system-health-check', outcome: 'failure', code: '1', status: '403' };
    const before = await scrape();
    const okBefore = sample(before, 'mail_edge_requests_total', ok);
    const deniedBefore = sample(before, 'mail_edge_requests_total', denied);
    const samplesBefore = sample(before, 'mail_edge_request_duration_seconds_count', { command: 'system-health-check' });

    // a distributed run spreads requests over two edges (round-robin, shared with the other suites' requests): each kind
    // is asked on its own until this edge has seen one (asked in pairs, the same edge could get the same kind every time)
    let after = before;
    for (let i = 0; i < 10 && sample(after, 'mail_edge_requests_total', ok) <= okBefore; i++) {
      expect((await api.v1('GET', 'system-health-check', {}, { bearer: adminApiKey })).status).toBe(200);
      after = await scrape();
    }
    for (let i = 0; i < 10 && sample(after, 'mail_edge_requests_total', denied) <= deniedBefore; i++) {
      expect((await api.v1('GET', 'system-health-check', {})).status).toBe(403);
      after = await scrape();
    }
    expect(sample(after, 'mail_edge_requests_total', ok)).toBeGreaterThan(okBefore);
    expect(sample(after, 'mail_edge_requests_total', denied)).toBeGreaterThan(deniedBefore);
    expect(sample(after, 'mail_edge_request_duration_seconds_count', { command: 'system-health-check' })).toBeGreaterThan(samplesBefore);
    expect(after).toMatch(/^mail_edge_request_duration_seconds_bucket\{le="0\.005",command="system-health-check"\} \d+$/m);
  });

  it('exposes bus latency, pool use, outbox backlog, queue depth and the default process metrics', async () => {
    // the health check asks every service over the bus
    await api.v1('GET', 'system-health-check', {}, { bearer: adminApiKey });
    const text = await scrape();
    expect(sample(text, 'mail_bus_request_duration_seconds_count', { service: 'accounts', outcome: 'ok' })).toBeGreaterThan(0);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    if (!inSuite) return; // a distributed edge hosts no service
    // the answering side of the same requests (a distributed service's own ops port shows these)
    expect(text).toMatch(/^mail_bus_handled_duration_seconds_count\{transport="in-process",service="accounts",command="[^"]+",outcome="ok"\} [1-9]/m);
    for (const service of BACKEND_SERVICES) {
      expect([service, sample(text, 'mail_db_pool_connections', { service, pool: 'requests', state: 'total' })]).toEqual([service, expect.any(Number)]);
      expect(text).toContain(`mail_outbox_backlog{service="${service}"}`);
      expect(text).toContain(`mail_dead_events{service="${service}"}`);
    }
    expect(text).toMatch(/^mail_job_queue_depth\{service="accounts",queue="[^"]+",state="created"\} \d+$/m);
    expect(text).toMatch(/^mail_job_lag_seconds\{service="campaigns",queue="[^"]+"\} [\d.e+-]+$/m);
  });

  it('counts the messages a service sends, and the events its consumers take with their lag', async () => {
    if (!inSuite) return; // a distributed edge sends nothing itself
    const before = await scrape();
    const sentBefore = sample(before, 'mail_messages_sent_total', { service: 'campaigns' });
    const seeded = await seedUser(api, adminApiKey);
    const user = apiUser(api, seeded.apiKey);
    const res = await user.call('Email.EmailPreview', {
      EmailAddress: `${unique('metrics')}@example.com`,
      HTMLContent: '<p>Counted</p>',
      FromName: 'Metrics',
      FromEmailAddress: 'metrics@example.com',
    });
    expect(succeeded(res)).toBe(true);
    const after = await scrape();
    expect(sample(after, 'mail_messages_sent_total', { service: 'campaigns' })).toBe(sentBefore + 1);

    // a subscription is an event (SubscriberSubscribed) that lists' opt-in mail consumer takes after the outbox relays it
    const lag = { service: 'lists', consumer: 'lists-optin-mail' };
    const takenBefore = sample(after, 'mail_event_consumer_lag_seconds_count', lag);
    const listId = Number((await user.call('List.Create', { SubscriberListName: unique('metrics') })).body.ListID);
    const subscribed = await api.legacy('Subscriber.Subscribe', { ListID: listId, EmailAddress: `${unique('sub')}@example.com`, IPAddress: '8.8.8.8' });
    expect(subscribed.body.Success).toBe(true);
    const taken = await until(
      async () => sample(await scrape(), 'mail_event_consumer_lag_seconds_count', lag),
      (count) => count > takenBefore,
      'the consumer to take the event',
    );
    expect(taken).toBeGreaterThan(takenBefore);
  });

  it('answers 404 elsewhere on the ops port', async () => {
    expect((await fetch(`${opsUrl}/nope`)).status).toBe(404);
  });
});
