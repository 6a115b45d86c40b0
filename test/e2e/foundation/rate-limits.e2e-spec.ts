import { ApiClient, e2eEnv, seedUser } from '@mail/testing';

/**
 * Website_Events.Properties allows 100 requests per 60 s per user. The limit is counted before the
 * owning service is asked, so it holds whether or not that service answers.
 */
const LIMIT = 100;

describe('per-command rate limits', () => {
  const { api, adminApiKey } = e2eEnv();

  it('answers the 101st call in a window with 429 inside the v1 envelope and a Retry-After header', async () => {
    const user = await seedUser(api, adminApiKey);
    for (let i = 0; i < LIMIT; i++) {
      const res = await api.v1('GET', 'website_events.properties', { ListID: 1 }, { bearer: user.apiKey });
      expect(res.status).not.toBe(429);
    }
    const limited = await api.v1('GET', 'website_events.properties', { ListID: 1 }, { bearer: user.apiKey });
    expect(limited.status).toBe(429);
    expect(limited.body.Errors[0].Code).toBe(429);
    expect(limited.body.Errors[0].Message).toMatch(/wait \d+ seconds; 100 attempts are allowed per 60 seconds/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  // The distributed CI run starts a second edge process over the same Redis (E2E_SECOND_EDGE_URL).
  const second = process.env.E2E_SECOND_EDGE_URL;
  const withSecondEdge = second ? describe : describe.skip;
  withSecondEdge('two edge processes over one Redis', () => {
    it('enforce one limit together', async () => {
      const user = await seedUser(api, adminApiKey);
      const edges = [api, new ApiClient(second!)];
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i++) {
        const res = await edges[i % 2].v1('GET', 'website_events.properties', { ListID: 1 }, { bearer: user.apiKey });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, LIMIT)).not.toContain(429);
      expect(statuses[LIMIT]).toBe(429);
    });
  });
});
