import { e2eEnv, seedUser } from '@mail/testing';

const { api, baseUrl, adminApiKey } = e2eEnv();

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

describe('GET /app/prometheus/metrics/ (prometheus.metrics)', () => {
  it("answers the edge's Prometheus registry as text to HTTP Basic admin:<AdminAPIKey>, with or without the trailing slash", async () => {
    // a command first, so that the request histogram has a sample labelled by command
    await api.legacy('themes.get', { AdminAPIKey: adminApiKey });
    for (const path of ['/app/prometheus/metrics/', '/app/prometheus/metrics']) {
      const res = await fetch(`${baseUrl}${path}`, { headers: { authorization: basic('admin', adminApiKey) } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('# TYPE mail_edge_request_duration_seconds histogram');
      expect(text).toMatch(/mail_edge_request_duration_seconds_count\{[^}]*command="themes\.get"/);
      expect(text).not.toContain('"Success"');
    }
    // the same answer to the admin key as a parameter (any admin credential the API takes)
    const byParam = await fetch(`${baseUrl}/app/prometheus/metrics/?AdminAPIKey=${encodeURIComponent(adminApiKey)}`);
    expect(byParam.status).toBe(200);
    // and on its v1 route, where a failure answers the API's envelope
    const v1 = await fetch(`${baseUrl}/api/v1/app/prometheus/metrics?AdminAPIKey=${encodeURIComponent(adminApiKey)}`);
    expect([v1.status, v1.headers.get('content-type')]).toEqual([200, expect.stringContaining('text/plain')]);
    expect(await v1.text()).toContain('mail_edge_request_duration_seconds');
  });

  it('answers 401 "not authorized" in plain text without admin credentials', async () => {
    const user = await seedUser(api, adminApiKey);
    const attempts: Record<string, string>[] = [
      {},
      { authorization: basic('admin', 'wrong-key') },
      { authorization: basic('someone', adminApiKey) },
      { authorization: basic('admin', user.apiKey) },
      { authorization: `Bearer ${user.apiKey}` },
    ];
    for (const headers of attempts) {
      const res = await fetch(`${baseUrl}/app/prometheus/metrics/`, { headers });
      expect([headers.authorization ?? '', res.status, res.headers.get('content-type'), await res.text()]).toEqual([
        headers.authorization ?? '',
        401,
        'text/plain; charset=utf-8',
        'not authorized',
      ]);
    }
  });
});
