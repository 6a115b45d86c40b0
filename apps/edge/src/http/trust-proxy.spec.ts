import Fastify from 'fastify';

import { readEdgeConfig } from '../edge.config';
import { edgeServerOptions } from './server-options';
import { trustProxySetting } from './trust-proxy';

describe(trustProxySetting.name, () => {
  it.each([undefined, 'false', '0', ''])('reads %p as no trust', (raw) => {
    expect(trustProxySetting(raw)).toBe(false);
  });

  it.each([
    ['true', 1],
    ['1', 1],
    ['2', 2],
  ])('reads %p as %p trusted hop(s) from the socket', (raw, hops) => {
    const trust = trustProxySetting(raw) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([0, 1, 2].map((hop) => hop < hops));
  });

  it('reads a comma-separated list as proxy addresses/CIDRs', () => {
    expect(trustProxySetting('10.0.0.0/8, 192.168.1.7')).toEqual(['10.0.0.0/8', '192.168.1.7']);
  });
});

describe('client IP behind a proxy (the edge server options)', () => {
  const saved = process.env.TRUST_PROXY;
  afterEach(() => (saved === undefined ? delete process.env.TRUST_PROXY : (process.env.TRUST_PROXY = saved)));

  async function clientIp(trustProxy: string, forwardedFor: string): Promise<string> {
    process.env.TRUST_PROXY = trustProxy;
    const app = Fastify(edgeServerOptions(readEdgeConfig()));
    app.get('/ip', (req) => ({ ip: req.ip }));
    const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwardedFor } });
    await app.close();
    return res.json<{ ip: string }>().ip;
  }

  it.each(['1', 'true'])('with TRUST_PROXY=%s takes the hop the ingress saw, not the one the client wrote', async (setting) => {
    expect(await clientIp(setting, '127.0.0.5, 10.0.0.9')).toBe('10.0.0.9');
  });

  it('with TRUST_PROXY=2 skips two proxies', async () => {
    expect(await clientIp('2', '127.0.0.5, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('with a CIDR list skips only the listed proxies', async () => {
    expect(await clientIp('10.0.0.0/8', '127.0.0.5, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
  });

  it('with TRUST_PROXY=false ignores the header', async () => {
    expect(await clientIp('false', '127.0.0.5')).toBe('10.0.0.1');
  });
});
