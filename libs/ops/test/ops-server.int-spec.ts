import { ProcessReadiness, startOpsServer, type OpsServer } from '@mail/ops';

/** The ops port over real HTTP, with a readiness of its own whose database check fails or passes on demand. */
describe('ops server', () => {
  let databaseUp = true;
  const readiness = new ProcessReadiness();
  let ops: OpsServer;

  beforeAll(async () => {
    readiness.register('accounts', {
      database: async () => {
        if (!databaseUp) throw new Error('the database is down');
      },
      bus: async () => undefined,
    });
    readiness.markRunning();
    ops = await startOpsServer({ port: 0, host: '127.0.0.1', readiness, checkTimeoutMs: 200 });
  });

  afterAll(() => ops.close());

  it('answers /livez 200 whatever the dependencies', async () => {
    databaseUp = false;
    expect((await fetch(`${ops.url}/livez`)).status).toBe(200);
  });

  it('answers /readyz 503 naming the failing check while the database is down, 200 once it is back', async () => {
    databaseUp = false;
    const down = await fetch(`${ops.url}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({
      ready: false,
      status: 'not ready',
      failing: ['accounts.database'],
      services: { accounts: { database: 'FAILED', bus: 'OK' } },
    });
    databaseUp = true;
    const up = await fetch(`${ops.url}/readyz`);
    expect([up.status, ((await up.json()) as { status: string }).status]).toEqual([200, 'ready']);
  });

  it('serves Prometheus text on /metrics with the default process metrics and the readiness gauge', async () => {
    const res = await fetch(`${ops.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain; version=0.0.4');
    const text = await res.text();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toContain('mail_readiness_check{service="accounts",check="database"} 1');
    expect(text).toContain('# TYPE mail_edge_requests_total counter');
  });

  it('refuses other methods and paths', async () => {
    expect((await fetch(`${ops.url}/metrics`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${ops.url}/`)).status).toBe(404);
  });
});
