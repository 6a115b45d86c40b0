import { BACKEND_SERVICES } from '@mail/contracts';
import { createScratchDatabase, dropScratchDatabase, type ScratchDatabase } from '@mail/db';
import type { RunningSuite } from '@mail/suite';
import { ApiClient, e2eEnv } from '@mail/testing';

/**
 * A stack with one service missing (the suite booted without sms, on a database of its own): system-health-check
 * fails with code 11 naming it, Services says which, and the other services still answer. This process's own
 * readiness is not affected: it hosts no sms to be ready.
 */
const serverUrl = process.env.E2E_SERVER_DATABASE_URL;
const { adminApiKey } = e2eEnv();
const MISSING = 'sms';

(serverUrl ? describe : describe.skip)('system-health-check with a service not running', () => {
  let database: ScratchDatabase;
  let suite: RunningSuite;
  let api: ApiClient;

  beforeAll(async () => {
    database = await createScratchDatabase(serverUrl!, 'e2e_health');
    const shared = process.env.DATABASE_URL;
    process.env.DATABASE_URL = database.url;
    try {
      const { bootSuite } = await import('@mail/suite');
      suite = await bootSuite({ port: 0, host: '127.0.0.1', services: BACKEND_SERVICES.filter((s) => s !== MISSING).join(',') });
    } finally {
      process.env.DATABASE_URL = shared;
    }
    api = new ApiClient(suite.url);
  }, 180_000);

  afterAll(async () => {
    await suite?.app.close();
    await suite?.ops?.close();
    if (database) await dropScratchDatabase(database);
  }, 60_000);

  it('answers 503 with code 11 naming the service that does not answer, and FAILED for it in Services', async () => {
    const res = await api.v1('GET', 'system-health-check', {}, { bearer: adminApiKey });
    expect(res.status).toBe(503);
    expect(res.body.Errors).toEqual([{ Code: 11, Message: `Services not answering: ${MISSING}.` }]);
    expect(res.body.Services).toEqual(Object.fromEntries(BACKEND_SERVICES.map((service) => [service, service === MISSING ? 'FAILED' : 'OK'])));
    expect(res.body.Checks.Database).toBe('OK');
  });

  it('keeps the legacy envelope: Success false with the same code', async () => {
    const res = await api.legacy('system-health-check', { AdminAPIKey: adminApiKey });
    expect(res.body.Success).toBe(false);
    expect(JSON.stringify(res.body)).toContain(`Services not answering: ${MISSING}.`);
  });

  it("leaves the process's own readiness to the services it hosts", async () => {
    const ready = await fetch(`${suite.ops!.url}/readyz`);
    const body = (await ready.json()) as { services: Record<string, unknown> };
    expect(ready.status).toBe(200);
    expect(Object.keys(body.services).sort()).toEqual([...BACKEND_SERVICES.filter((s) => s !== MISSING), 'edge'].sort());
  });
});
