import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { OutboundHttpError, outboundRequest, resetGuardedAgents } from '../src';

describe('outboundRequest (the SSRF-guarded client)', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/ok') return void res.end('hello');
      if (req.url === '/big') return void res.end('x'.repeat(2048));
      if (req.url === '/chunked-big') {
        res.write('x'.repeat(1024));
        return void setTimeout(() => res.end('y'.repeat(1024)), 10);
      }
      if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000);
      if (req.url === '/loop') return void res.writeHead(302, { location: '/loop' }).end();
      if (req.url === '/to-ok') return void res.writeHead(301, { location: '/ok' }).end();
      if (req.url === '/to-metadata') return void res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    resetGuardedAgents();
    await new Promise((resolve) => server.close(resolve));
  });

  const failure = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(OutboundHttpError);
    return (error as OutboundHttpError).reason;
  };

  describe('by default (nothing allowed)', () => {
    beforeAll(() => {
      delete process.env.OUTBOUND_HTTP_ALLOW_IPS;
      resetGuardedAgents();
    });

    it.each([
      ['an IPv4 loopback literal', () => `${base}/ok`],
      ['localhost (resolved, then refused)', () => `${base.replace('127.0.0.1', 'localhost')}/ok`],
      ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
      ['a private network address', () => 'http://10.1.2.3/'],
      ['the IPv6 loopback', () => 'http://[::1]/'],
      ['an IPv4-mapped IPv6 loopback', () => 'http://[::ffff:127.0.0.1]/'],
      ['an IPv4-compatible IPv6 loopback', () => `${base.replace('127.0.0.1', '[::127.0.0.1]')}/ok`],
      ['an IPv4-compatible IPv6 loopback in hex', () => `${base.replace('127.0.0.1', '[::7f00:1]')}/ok`],
      ['a NAT64 loopback', () => 'http://[64:ff9b::7f00:1]/'],
      ['a 6to4 address of a private network', () => 'http://[2002:c0a8:101::1]/'],
      ['a decimal IPv4 loopback', () => `${base.replace('127.0.0.1', '2130706433')}/ok`],
      ['an octal IPv4 loopback', () => `${base.replace('127.0.0.1', '0177.0.0.1')}/ok`],
      ['a hex IPv4 loopback', () => `${base.replace('127.0.0.1', '0x7f.1')}/ok`],
      ['the unspecified address', () => 'http://0.0.0.0/'],
    ])('refuses %s', async (_, url) => {
      expect(await failure(outboundRequest(url()))).toBe('blocked-address');
    });

    it.each(['file:///etc/passwd', 'ftp://example.com/', 'gopher://x/', 'not a url', 'http://user:pw@example.com/'])(
      'refuses %s as an invalid URL',
      async (url) => {
        expect(await failure(outboundRequest(url))).toBe('invalid-url');
      },
    );
  });

  describe('with the test receiver allowed (OUTBOUND_HTTP_ALLOW_IPS=127.0.0.1)', () => {
    beforeAll(() => {
      process.env.OUTBOUND_HTTP_ALLOW_IPS = '127.0.0.1';
      resetGuardedAgents();
    });

    it('reads a response', async () => {
      const response = await outboundRequest(`${base}/ok`);
      expect(response.status).toBe(200);
      expect(response.body.toString()).toBe('hello');
    });

    it('follows a redirect and reports the final URL', async () => {
      const response = await outboundRequest(`${base}/to-ok`);
      expect(response.body.toString()).toBe('hello');
      expect(response.url).toBe(`${base}/ok`);
    });

    it('lets only the exact allowed address through, not another spelling of the same host', async () => {
      expect(await failure(outboundRequest(`${base.replace('127.0.0.1', '[::127.0.0.1]')}/ok`))).toBe('blocked-address');
      expect(await failure(outboundRequest(`${base.replace('127.0.0.1', '[::ffff:127.0.0.1]')}/ok`))).toBe('blocked-address');
    });

    it('checks every redirect hop against the guard', async () => {
      expect(await failure(outboundRequest(`${base}/to-metadata`))).toBe('blocked-address');
    });

    it('stops a redirect loop', async () => {
      expect(await failure(outboundRequest(`${base}/loop`, { maxRedirects: 3 }))).toBe('too-many-redirects');
    });

    it('refuses a body over the limit, declared or streamed', async () => {
      expect(await failure(outboundRequest(`${base}/big`, { maxBytes: 1000 }))).toBe('too-large');
      expect(await failure(outboundRequest(`${base}/chunked-big`, { maxBytes: 1500 }))).toBe('too-large');
      expect((await outboundRequest(`${base}/big`, { maxBytes: 4096 })).body.length).toBe(2048);
    });

    it('gives up after the timeout', async () => {
      // 'timeout' is the request's own deadline giving up: the slow answer never arrived in it
      expect(await failure(outboundRequest(`${base}/slow`, { timeoutMs: 200 }))).toBe('timeout');
    });
  });
});
