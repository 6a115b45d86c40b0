import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioMessage {
  accountSid: string;
  authorization: string;
  form: Record<string, string>;
  sid: string;
}

/** A local Twilio-compatible Messages API: accepts every message (price 0.0075 USD), remembers what it got. */
export async function startFakeTwilio(): Promise<{ url: string; messages: FakeTwilioMessage[]; stop(): Promise<void> }> {
  const messages: FakeTwilioMessage[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !m) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20404, message: 'not found' }));
        return;
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      const sid = `SM${String(messages.length + 1).padStart(32, '0')}`;
      messages.push({ accountSid: decodeURIComponent(m[1]), authorization: req.headers.authorization ?? '', form, sid });
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid, status: 'queued', to: form.To, from: form.From, body: form.Body, num_segments: '1', price: '-0.00750', price_unit: 'USD' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
