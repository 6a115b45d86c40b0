import type { S3Settings } from '../media.config';
import { assertStorageKey, type MediaStorage } from './media-storage';
import { sha256Hex, signRequest } from './sigv4';

const TIMEOUT_MS = 30_000;

/**
 * Media files as objects of an S3 bucket (AWS or any S3-compatible store), over plain HTTPS requests signed with
 * Signature V4 (sigv4.ts). The endpoint is the operator's configuration, never a user's URL, so these requests do
 * not go through the SSRF guard (a MinIO on a private address is the usual set-up).
 */
export class S3Storage implements MediaStorage {
  readonly kind = 's3' as const;

  constructor(
    private readonly settings: S3Settings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, { 'content-type': contentType });
    if (!res.ok) throw await failure('PUT', key, res);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const res = await this.send('GET', key);
    if (res.status === 404) return undefined;
    if (!res.ok) throw await failure('GET', key, res);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw await failure('DELETE', key, res);
  }

  /** `<endpoint>/<bucket>/media/<key>` (path style) or `<bucket>.<endpoint host>/media/<key>` */
  urlOf(key: string): URL {
    assertStorageKey(key);
    const endpoint = new URL(this.settings.endpoint);
    const base = endpoint.pathname.replace(/\/+$/, '');
    if (this.settings.pathStyle) return new URL(`${endpoint.origin}${base}/${this.settings.bucket}/media/${key}`);
    return new URL(`${endpoint.protocol}//${this.settings.bucket}.${endpoint.host}${base}/media/${key}`);
  }

  private send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}): Promise<Response> {
    const url = this.urlOf(key);
    const signed = signRequest({ method, url, headers, payloadHash: sha256Hex(body ?? '') }, this.settings);
    delete signed.host; // fetch writes it from the URL, the same value
    return this.fetchFn(url, { method, headers: signed, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  }
}

async function failure(method: string, key: string, res: Response): Promise<Error> {
  const text = (await res.text().catch(() => '')).slice(0, 300);
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1];
  return new Error(`S3 ${method} ${key} answered ${res.status}${code ? ` ${code}` : ''}`);
}
