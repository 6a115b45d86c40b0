import { Agent, request } from 'node:http';

import type { Answer } from './envelope';

export interface RawRequest {
  method: string;
  /** path and query, sent as given (no encoding) */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
  /** send the body in this many pieces, `slowGapMs` apart (a slow client) */
  slowPieces?: number;
  slowGapMs?: number;
}

export type RawOutcome = ({ ok: true } & Answer) | { ok: false; error: string };

// a connection per request: a connection the server drops is then charged to the request that caused it
const agent = new Agent({ keepAlive: false, maxSockets: 64 });

/** One HTTP request over loopback, bytes exactly as given; never throws. */
export function sendRaw(base: URL, req: RawRequest, timeoutMs = 20_000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const body = req.body ?? Buffer.alloc(0);
    const headers = { ...(req.headers ?? {}), ...(req.body ? { 'content-length': String(body.length) } : {}) };
    let client: ReturnType<typeof request>;
    try {
      client = request({ host: base.hostname, port: base.port, method: req.method, path: req.path, headers, agent, timeout: timeoutMs }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            ok: true,
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', (error) => resolve({ ok: false, error: error.message }));
      });
    } catch (error) {
      return resolve({ ok: false, error: `request not sent: ${(error as Error).message}` });
    }
    client.on('timeout', () => client.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    client.on('error', (error) => resolve({ ok: false, error: error.message }));
    void writeBody(client, body, req.slowPieces ?? 1, req.slowGapMs ?? 0);
  });
}

async function writeBody(client: ReturnType<typeof request>, body: Buffer, pieces: number, gapMs: number): Promise<void> {
  const size = Math.ceil(body.length / pieces) || 1;
  for (let at = 0; at < body.length; at += size) {
    if (at > 0 && gapMs) await new Promise((r) => setTimeout(r, gapMs));
    if (client.destroyed) return;
    client.write(body.subarray(at, at + size));
  }
  client.end();
}

export function closeIdleSockets(): void {
  agent.destroy();
}
