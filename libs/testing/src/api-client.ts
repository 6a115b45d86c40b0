import { parseStringPromise } from 'xml2js';

export type Encoding = 'form' | 'json' | 'query' | 'multipart';

export interface CallOptions {
  format?: string;
  encoding?: Encoding;
  headers?: Record<string, string>;
  /** adds `Authorization: Bearer <token>` */
  bearer?: string;
}

export interface ApiResponse {
  status: number;
  contentType: string;
  text: string;
  /** JSON body, or the XML body parsed to an object (root `response` unwrapped) */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  isXml: boolean;
  headers: Headers;
}

type Params = Record<string, unknown>;

/** Calls the API the way real clients do: form fields by default, JSON, query string or multipart on demand. */
export class ApiClient {
  constructor(readonly baseUrl: string) {}

  /** POST /api.php with Command=<command> */
  legacy(command: string, params: Params = {}, options: CallOptions = {}): Promise<ApiResponse> {
    const all: Params = { Command: command, ...params };
    if (options.format) all.ResponseFormat = options.format;
    return this.send(options.encoding === 'query' ? 'GET' : 'POST', '/api.php', all, options);
  }

  /** /api/v1/<path> with the given method; GET sends params in the query string */
  v1(method: string, path: string, params: Params = {}, options: CallOptions = {}): Promise<ApiResponse> {
    const all: Params = { ...params };
    if (options.format) all.ResponseFormat = options.format;
    const encoding = options.encoding ?? (method === 'GET' ? 'query' : 'json');
    return this.send(method, `/api/v1/${path}`, all, { ...options, encoding });
  }

  async send(method: string, path: string, params: Params, options: CallOptions = {}): Promise<ApiResponse> {
    const headers: Record<string, string> = { ...(options.headers ?? {}) };
    if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
    let url = `${this.baseUrl}${path}`;
    let body: string | FormData | undefined;
    const encoding = options.encoding ?? 'form';
    if (encoding === 'query' || method === 'GET') {
      const qs = toPairs(params)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&');
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    } else if (encoding === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    } else if (encoding === 'multipart') {
      const form = new FormData();
      for (const [k, v] of toPairs(params)) form.append(k, v);
      body = form;
    } else {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = toPairs(params)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
        .join('&');
    }
    return this.raw(method, url, body, headers);
  }

  async raw(method: string, url: string, body?: string | FormData, headers: Record<string, string> = {}): Promise<ApiResponse> {
    const res = await fetch(url.startsWith('http') ? url : `${this.baseUrl}${url}`, { method, body, headers });
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    const isXml = contentType.includes('xml');
    let parsed: unknown = undefined;
    try {
      parsed = isXml ? await parseXml(text) : text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, contentType, text, body: parsed, isXml, headers: res.headers };
  }
}

/** XML bodies parse to plain objects: text nodes as strings, `response` root unwrapped. */
export async function parseXml(text: string): Promise<unknown> {
  const doc = await parseStringPromise(text, { explicitArray: false, explicitRoot: true });
  return (doc as { response?: unknown }).response ?? doc;
}

/** Flattens nested params into bracket keys, as PHP-style clients send them. */
export function toPairs(params: Params, prefix = ''): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(params)) {
    const name = prefix ? `${prefix}[${key}]` : key;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value))
      value.forEach((v, i) =>
        pairs.push(
          ...(typeof v === 'object' && v !== null
            ? toPairs(v as Params, `${name}[${i}]`)
            : [[`${name}[]`, String(v as string | number | boolean)] as [string, string]]),
        ),
      );
    else if (typeof value === 'object') pairs.push(...toPairs(value as Params, name));
    else pairs.push([name, String(value)]);
  }
  return pairs;
}
