import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';

/** An answer read off a raw socket, for what fetch cannot send (malformed HTTP, huge request lines, stalled bodies). */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** the server closed the connection */
  closed: boolean;
  ms: number;
}

function parseAnswer(raw: string, closed: boolean, ms: number): RawAnswer {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const text = split === -1 ? '' : raw.slice(split + 4);
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, text, body, closed, ms };
}

/** Writes `payload` as is and collects whatever comes back until the server closes or `waitMs` passes. */
export function rawExchange(baseUrl: string, payload: string, waitMs = 5000): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname);
    let raw = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parseAnswer(raw, closed, Date.now() - started));
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on('data', (chunk) => (raw += chunk.toString('utf8')));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.write(payload);
  });
}

/** POSTs `chunk` over and over (chunked) until the server answers or `maxBytes` went out; reports how much was sent. */
export function streamUntilAnswered(
  baseUrl: string,
  path: string,
  contentType: string,
  chunk: Buffer,
  maxBytes: number,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: any; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' } }, (res) => {
      answered = true;
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString('utf8')));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: JSON.parse(text), sent });
      });
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
