import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilioMessage {
  accountSid: string;
  authorization: string;
  form: Record<string, string>;
  sid: string;
}

export interface FakeTwilio {
  url: string;
  messages: FakeTwilioMessage[];
  /** requests that arrived while held, not yet answered */
  waiting: number;
  /** answer nothing until release() (requests wait) */
  hold(): void;
  release(): void;
  stop(): Promise<void>;
}

/**
 * A local Twilio-compatible Messages API: accepts every message (price 0.0075 USD), remembers what it got; held,
 * it keeps requests waiting (a message in flight while a test acts).
 */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const messages: FakeTwilioMessage[] = [];
  let held: (() => void)[] | null = null;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => (held ? held.push(answer) : answer()));
    const answer = () => {
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
    };
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    get waiting() {
      return held?.length ?? 0;
    },
    hold: () => (held = held ?? []),
    release: () => {
      const waiting = held ?? [];
      held = null;
      for (const answer of waiting) answer();
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
