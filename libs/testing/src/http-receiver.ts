import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  headers: IncomingHttpHeaders;
  /** names and values as sent, in order (`headers` merges and lower-cases them) */
  rawHeaders: string[];
  body: string;
}

export interface HttpReceiver {
  server: Server;
  /** `http://127.0.0.1:<port>/hook` */
  url: string;
  received: ReceivedCall[];
}

/** A real HTTP server on loopback that answers 200 to every call and keeps what it received (webhook tests). */
export function httpReceiver(): Promise<HttpReceiver> {
  const received: ReceivedCall[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, rawHeaders: req.rawHeaders, body });
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received })),
  );
}
