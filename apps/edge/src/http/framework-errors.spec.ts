import Fastify from 'fastify';

import { readEdgeConfig } from '../edge.config';
import { edgeServerOptions } from './server-options';

describe('paths Fastify cannot route (the edge server options)', () => {
  const app = Fastify(edgeServerOptions(readEdgeConfig()));
  app.all('/api.php/*', (req) => ({ command: (req.params as Record<string, string>)['*'] }));
  app.get('/t/:kind/:token', (req) => req.params);
  afterAll(() => app.close());

  it.each([
    ['/api.php/%ff', { command: '%ff' }],
    ['/t/o/%c0%af', { kind: 'o', token: '%c0%af' }],
    ['/t/c/x%', { kind: 'c', token: 'x%' }],
  ])('routes %s with its undecodable escapes as literal text', async (url, params) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.json()).toEqual(params);
  });

  it('answers a path segment over the router limit with 100003 in the envelope, in the format asked', async () => {
    const json = await app.inject({ method: 'GET', url: `/t/o/${'a'.repeat(300)}` });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ Success: false, ErrorCode: 100003 });
    const xml = await app.inject({ method: 'GET', url: `/t/o/${'a'.repeat(300)}?ResponseFormat=XML` });
    expect(xml.headers['content-type']).toMatch(/xml/);
    expect(xml.body).toContain('<ErrorCode>100003</ErrorCode>');
  });
});
