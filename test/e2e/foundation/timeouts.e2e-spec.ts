import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { BusModule } from '@mail/bus';
import { EdgeModule, createEdgeApp } from '@mail/edge';

import { rawExchange } from './raw-http';

/** Its own edge (no services needed) with short timeouts, so a stalled client is seen to be cut off. */
describe('slow clients time out with the envelope', () => {
  const TIMEOUTS = { HTTP_REQUEST_TIMEOUT_MS: '1000', HTTP_HEADERS_TIMEOUT_MS: '500', NATS_URL: '' };
  const saved: Record<string, string | undefined> = {};
  let app: NestFastifyApplication;
  let baseUrl: string;

  beforeAll(async () => {
    for (const [name, value] of Object.entries(TIMEOUTS)) [saved[name], process.env[name]] = [process.env[name], value];
    @Module({ imports: [BusModule, EdgeModule] })
    class TimeoutEdgeModule {}
    app = await createEdgeApp(TimeoutEdgeModule, { shutdownHooks: false });
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app?.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('answers 100001 and closes a connection whose body never completes', async () => {
    const res = await rawExchange(
      baseUrl,
      'POST /api.php HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 50\r\n\r\nCommand=abc',
      5000,
    );
    expect(res.closed).toBe(true); // by the server, before the client's 5 s wait ran out
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
    expect(res.body.ErrorText).toMatch(/timed out/);
  });

  it('closes a connection whose headers never complete', async () => {
    const res = await rawExchange(baseUrl, 'POST /api.php HTTP/1.1\r\nHost: x\r\n', 5000);
    expect(res.closed).toBe(true); // by the server, before the client's 5 s wait ran out
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 100001 });
  });

  it('still serves a request sent in time', async () => {
    const res = await rawExchange(baseUrl, 'GET /livez HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 5000);
    expect(res.status).toBe(200);
  });
});
