import { type IncomingHttpHeaders, request } from 'node:http';

import { type ApiResponse, parseXml, toPairs } from '@mail/testing';

/**
 * A legacy call sent from another loopback source address (all of 127.0.0.0/8 is loopback on
 * Linux), so that the edge, which takes the client IP from the socket, sees a different client.
 */
export function legacyFrom(baseUrl: string, localAddress: string, command: string, params: Record<string, unknown>): Promise<ApiResponse> {
  const body = toPairs({ Command: command, ...params })
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  const url = new URL('/api.php', baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const contentType = String(res.headers['content-type'] ?? '');
          const isXml = contentType.includes('xml');
          const parse = isXml ? parseXml(text) : Promise.resolve(text ? JSON.parse(text) : undefined);
          parse.then((parsed) => resolve({ status: res.statusCode ?? 0, contentType, text, body: parsed, isXml, headers: toHeaders(res.headers) }), reject);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function toHeaders(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return headers;
}
