import Fastify from 'fastify';

import { InProcessBus } from '@mail/bus';
import { Queries, PUBLIC_PATHS, type PublicRequest, htmlPage } from '@mail/contracts';

import { registerPublicPaths } from './public-paths';

async function edgeWith(bus: InProcessBus) {
  const app = Fastify();
  registerPublicPaths(app, bus, { timeoutMs: 1000, corsOrigins: ['*'], maxFields: 100_000 }, PUBLIC_PATHS);
  await app.ready();
  return app;
}

describe(registerPublicPaths.name, () => {
  it('forwards the request and writes the service answer verbatim', async () => {
    const bus = new InProcessBus();
    const seen: PublicRequest[] = [];
    await bus.handle(Queries.CampaignsTrack.subject, 'campaigns', async (req) => {
      seen.push(req as PublicRequest);
      return { ok: true, body: { status: 302, contentType: 'text/plain', body: '', headers: { location: 'https://example.com/x' } } };
    });
    const app = await edgeWith(bus);
    const res = await app.inject({ method: 'GET', url: '/t/c/AbC.k1.Mac?x=1', headers: { 'user-agent': 'UA/1' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://example.com/x');
    expect(seen[0]).toMatchObject({ method: 'GET', params: { kind: 'c', token: 'AbC.k1.Mac' }, query: { x: '1' }, userAgent: 'UA/1', body: '' });
    // HEAD reaches the service as HEAD (it answers without counting a hit)
    expect((await app.inject({ method: 'HEAD', url: '/t/c/AbC.k1.Mac' })).statusCode).toBe(302);
    expect(seen[1].method).toBe('HEAD');
    await app.close();
  });

  it('passes a POST body as raw text, whatever its content type', async () => {
    const bus = new InProcessBus();
    let body = '';
    await bus.handle(Queries.CampaignsTrack.subject, 'campaigns', async (req) => {
      body = (req as PublicRequest).body;
      return { ok: true, body: htmlPage(200, 'Done', '<p>ok</p>') };
    });
    const app = await edgeWith(bus);
    const res = await app.inject({
      method: 'POST',
      url: '/t/u/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(body).toBe('List-Unsubscribe=One-Click');
    await app.close();
  });

  it('gives a path that takes forms the fields of a multipart body as a form, and any other path the raw text', async () => {
    const bus = new InProcessBus();
    const seen: PublicRequest[] = [];
    const answer = async (req: unknown) => {
      seen.push(req as PublicRequest);
      return { ok: true, body: htmlPage(200, 'Done', '<p>ok</p>') };
    };
    await bus.handle(Queries.TrackingUserWebhookInbound.subject, 'tracking', answer);
    await bus.handle(Queries.CampaignsTrack.subject, 'campaigns', answer);
    const app = await edgeWith(bus);
    const boundary = 'XyZ42';
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="EmailAddress"\r\n\r\na+b@example.com`,
      `--${boundary}\r\nContent-Disposition: form-data; name="CustomField7"\r\n\r\nOslo & Bergen`,
      `--${boundary}\r\nContent-Disposition: form-data; name="note"; filename="n.txt"\r\nContent-Type: text/plain\r\n\r\nhello`,
      `--${boundary}--\r\n`,
    ].join('\r\n');
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    expect((await app.inject({ method: 'POST', url: '/system/webhook/abc/zap', headers, payload })).statusCode).toBe(200);
    expect(seen[0].contentType).toBe('application/x-www-form-urlencoded');
    expect([...new URLSearchParams(seen[0].body)]).toEqual([
      ['EmailAddress', 'a+b@example.com'],
      ['CustomField7', 'Oslo & Bergen'],
      ['note', 'hello'],
    ]);
    expect((await app.inject({ method: 'POST', url: '/t/u/token', headers, payload })).statusCode).toBe(200);
    expect(seen[1]).toMatchObject({ contentType: headers['content-type'], body: payload });
    const broken = await app.inject({ method: 'POST', url: '/system/webhook/abc', headers: { 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(broken.statusCode).toBe(400);
    expect(seen).toHaveLength(2);
    await app.close();
  });

  it('without the service: the pixel is still a GIF, a click is a 503 page, never a redirect', async () => {
    const app = await edgeWith(new InProcessBus());
    const pixel = await app.inject({ method: 'GET', url: '/t/o/token' });
    expect(pixel.statusCode).toBe(200);
    expect(pixel.headers['content-type']).toBe('image/gif');
    expect(pixel.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(pixel.headers['cache-control']).toContain('no-store');
    const click = await app.inject({ method: 'GET', url: '/t/c/token' });
    expect(click.statusCode).toBe(503);
    expect(click.headers['content-type']).toContain('text/html');
    expect(click.headers.location).toBeUndefined();
    await app.close();
  });

  it('treats a failed or malformed service answer as unavailable', async () => {
    const bus = new InProcessBus();
    await bus.handle(Queries.CampaignsTrack.subject, 'campaigns', async () => ({ ok: false, hard: 100005 }));
    await bus.handle(Queries.CampaignsBounceWebhook.subject, 'campaigns', async () => ({ ok: true, body: { status: 'x' } }));
    const app = await edgeWith(bus);
    expect((await app.inject({ method: 'GET', url: '/t/v/token' })).statusCode).toBe(503);
    const hook = await app.inject({ method: 'POST', url: '/webhooks/bounces', payload: '{}', headers: { 'content-type': 'application/json' } });
    expect(hook.statusCode).toBe(503);
    expect(hook.json()).toEqual({ error: 'temporarily unavailable' });
    await app.close();
  });
});
