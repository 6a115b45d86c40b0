import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests (docs.aws.amazon.com: "Authenticating Requests: Using the Authorization
 * Header"), with node:crypto only: no AWS SDK is installed, and four HMACs are all a PUT, GET or DELETE needs.
 */
export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** headers to send and sign besides host, x-amz-date and x-amz-content-sha256 */
  headers?: Record<string, string>;
  /** hex SHA-256 of the body (that of the empty string for none) */
  payloadHash: string;
  now?: Date;
}

export const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it: every byte but A-Z a-z 0-9 - _ . ~ (and `/` in a path) percent-encoded. */
export function uriEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(c) || (keepSlash && c === '/') ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/** `20130524T000000Z` */
export const amzDate = (now: Date): string =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The request's headers with x-amz-date, x-amz-content-sha256 and the Authorization header added. */
export function signRequest(request: SignableRequest, credentials: SigV4Credentials): Record<string, string> {
  const service = credentials.service ?? 's3';
  const stamp = amzDate(request.now ?? new Date());
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    'x-amz-date': stamp,
    'x-amz-content-sha256': request.payloadHash,
  };
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(';');
  const query = [...request.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)])
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    uriEncode(decodeURIComponent(request.url.pathname), true),
    query,
    names.map((name) => `${name}:${headers[name].trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), service), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
