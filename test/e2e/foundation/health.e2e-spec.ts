import { BACKEND_SERVICES } from '@mail/contracts';
import { e2eEnv } from '@mail/testing';

const { api, adminApiKey } = e2eEnv();
const CHECKS = ['Database', 'SearchEngine', 'MessageBroker', 'Cache', 'Session', 'SystemContainer', 'AdminFrontend', 'UserFrontend'];

describe('system-health-check', () => {
  it('answers every check OK with the admin key as bearer (GET)', async () => {
    const res = await api.v1('GET', 'system-health-check', {}, { bearer: adminApiKey });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.Checks).sort()).toEqual([...CHECKS].sort());
    for (const name of CHECKS) expect([name, res.body.Checks[name]]).toEqual([name, 'OK']);
  });

  it('reports every backend service answering its health query over the bus, in Services', async () => {
    const res = await api.v1('GET', 'system-health-check', {}, { bearer: adminApiKey });
    expect(res.status).toBe(200);
    expect(res.body.Services).toEqual(Object.fromEntries(BACKEND_SERVICES.map((service) => [service, 'OK'])));
  });

  it('accepts AdminAPIKey as a POST parameter, and renders XML', async () => {
    const res = await api.v1('POST', 'system-health-check', { AdminAPIKey: adminApiKey, ResponseFormat: 'XML' }, { encoding: 'form' });
    expect(res.status).toBe(200);
    expect(res.body.Checks.Database).toBe('OK');
  });

  it("answers by the vendor's legacy name 'system.health.check' on api.php, JSON and XML", async () => {
    const json = await api.legacy('system.health.check', { AdminAPIKey: adminApiKey });
    expect(json.status).toBe(200);
    expect(json.body.Checks.Database).toBe('OK');
    const xml = await api.legacy('System.Health.Check', { AdminAPIKey: adminApiKey, ResponseFormat: 'XML' });
    expect([xml.isXml, xml.body.Checks.MessageBroker]).toEqual([true, 'OK']);
    expect((await api.legacy('system.health.check', { AdminAPIKey: 'wrong' })).status).toBe(403);
  });

  it('answers 403 without a valid admin key', async () => {
    const none = await api.v1('GET', 'system-health-check', {});
    expect(none.status).toBe(403);
    expect(none.body.Errors[0].Code).toBe(1);
    const wrong = await api.v1('POST', 'system-health-check', { AdminAPIKey: 'wrong' });
    expect(wrong.status).toBe(403);
  });

  it('serves liveness and readiness probes', async () => {
    expect((await api.raw('GET', '/livez')).status).toBe(200);
    const ready = await api.raw('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });
});
