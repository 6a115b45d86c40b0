import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { guardedAgents } from './guarded-agents';
import { OutboundHttpError } from './outbound-http.error';

export interface OutboundRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** whole exchange, redirects included */
  timeoutMs?: number;
  /** largest response body read; a longer one fails with `too-large` */
  maxBytes?: number;
  /** redirects followed (GET/HEAD only); each hop passes the address guard again */
  maxRedirects?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** the URL that answered, after redirects */
  url: string;
}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const BLOCKED = /is not allowed/;

/**
 * The one way the platform calls a URL a user gave it (imports, fetched email content, webhooks): http(s)
 * only, every connection through the SSRF guard, bounded in time and size, redirects re-checked per hop.
 */
export async function outboundRequest(url: string, options: OutboundRequestOptions = {}): Promise<OutboundResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULTS.timeoutMs);
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  let current = parseTarget(url);
  for (let hop = 0; ; hop++) {
    const response = await exchange(current, options, deadline);
    const location = response.headers.location;
    const followable = (options.method ?? 'GET') === 'GET' || options.method === 'HEAD';
    if (!followable || response.status < 300 || response.status >= 400 || !location) return response;
    if (hop >= maxRedirects) throw new OutboundHttpError('too-many-redirects', `more than ${maxRedirects} redirects from ${url}`);
    current = parseTarget(new URL(location, current).toString());
  }
}

function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundHttpError('invalid-url', 'not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new OutboundHttpError('invalid-url', `scheme ${parsed.protocol} is not allowed`);
  if (parsed.username || parsed.password) throw new OutboundHttpError('invalid-url', 'credentials in URLs are not allowed');
  return parsed;
}

function exchange(target: URL, options: OutboundRequestOptions, deadline: number): Promise<OutboundResponse> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new OutboundHttpError('timeout', `no answer from ${target.host} in time`));
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const agents = guardedAgents();
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const fail = (error: OutboundHttpError) => {
      clearTimeout(timer);
      req?.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new OutboundHttpError('timeout', `no answer from ${target.host} in time`)), remaining);
    let req: ReturnType<typeof send> | undefined;
    try {
      req = send(
        target,
        {
          method: options.method ?? 'GET',
          headers: { 'user-agent': 'mailplatform', ...options.headers },
          agent: target.protocol === 'https:' ? agents.https : agents.http,
        },
        (res: IncomingMessage) => {
          const declared = Number(res.headers['content-length']);
          if (declared > maxBytes) return fail(new OutboundHttpError('too-large', `response larger than ${maxBytes} bytes`));
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) fail(new OutboundHttpError('too-large', `response larger than ${maxBytes} bytes`));
            else chunks.push(chunk);
          });
          res.on('end', () => {
            clearTimeout(timer);
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), url: target.toString() });
          });
          res.on('error', (error) => fail(new OutboundHttpError('network', error.message)));
        },
      );
    } catch (error) {
      // the guard throws synchronously for an IP literal (no DNS lookup to hook)
      return fail(asOutboundError(error));
    }
    req.on('error', (error) => fail(asOutboundError(error)));
    req.end(options.body);
  });
}

function asOutboundError(error: unknown): OutboundHttpError {
  if (error instanceof OutboundHttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new OutboundHttpError(BLOCKED.test(message) ? 'blocked-address' : 'network', message);
}
