import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The credentials the fake accepts; anything else is refused as the real API refuses it. */
export const FAKE_DNS_CREDENTIALS = {
  cloudflare: { Api_key: 'cf-token' },
  godaddy: { Api_key: 'gd-key', Api_secret: 'gd-secret' },
  namecheap: { Api_key: 'nc-key', Api_user: 'nc-user', Username: 'nc-user' },
} as const;
/** an Api_key that makes every provider answer HTTP 500 */
export const FAKE_DNS_BROKEN_KEY = 'provider-down';

export interface FakeDnsRecord {
  type: string;
  /** full name, lower-case */
  name: string;
  value: string;
  priority?: number;
}

export interface FakeDnsRequest {
  provider: string;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeDnsProviders {
  /** the server's own URL; `GET <base>/_zones/<provider>/<zone>` answers a zone's records */
  base: string;
  /** base URLs to put in GATEWAY_DNS_CLOUDFLARE_API_URL, _GODADDY_API_URL, _NAMECHEAP_API_URL */
  urls: { cloudflare: string; godaddy: string; namecheap: string };
  /** what each provider holds per zone */
  zones: Map<string, FakeDnsRecord[]>;
  requests: FakeDnsRequest[];
  close(): Promise<void>;
}

/**
 * One HTTP server on 127.0.0.1 (a free port) speaking the part of the Cloudflare v4, GoDaddy v1 and Namecheap XML
 * APIs the gateway uses, keeping the records written. Every zone exists except those whose first label starts with
 * `unknown`. `GET /_zones/<provider>/<zone>` answers a zone's records as JSON (for a test in another process).
 */
export async function startFakeDnsProviders(): Promise<FakeDnsProviders> {
  const zones = new Map<string, FakeDnsRecord[]>();
  const requests: FakeDnsRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const [, provider] = url.pathname.split('/');
      const body = Buffer.concat(chunks).toString('utf8');
      if (provider !== '_zones') requests.push({ provider, method: req.method ?? 'GET', path: `${url.pathname}${url.search}`, headers: req.headers, body });
      const path = url.pathname.slice(provider.length + 1);
      const handle = { cloudflare, godaddy, namecheap, _zones: inspect }[provider];
      if (!handle) return json(res, 404, {});
      handle(zones, req, res, path, url.searchParams, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    urls: { cloudflare: `${base}/cloudflare/client/v4`, godaddy: `${base}/godaddy`, namecheap: `${base}/namecheap/xml.response` },
    zones,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

type Handler = (zones: Map<string, FakeDnsRecord[]>, req: IncomingMessage, res: ServerResponse, path: string, q: URLSearchParams, body: string) => void;

const exists = (zone: string) => !zone.startsWith('unknown');
const key = (provider: string, zone: string) => `${provider}/${zone}`;
const json = (res: ServerResponse, status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
const inZone = (name: string, zone: string) => name === zone || name.endsWith(`.${zone}`);

const inspect: Handler = (zones, _req, res, path) => json(res, 200, zones.get(path.slice(1)) ?? []);

const cloudflare: Handler = (zones, req, res, path, q, body) => {
  const auth = req.headers.authorization;
  if (auth === `Bearer ${FAKE_DNS_BROKEN_KEY}`) return json(res, 500, {});
  if (auth !== `Bearer ${FAKE_DNS_CREDENTIALS.cloudflare.Api_key}`)
    return json(res, 403, { success: false, errors: [{ code: 9109, message: 'Invalid access token' }], result: null });
  const ok = (result: unknown) => json(res, 200, { success: true, errors: [], result });
  if (path === '/client/v4/zones') return ok(exists(q.get('name')!) ? [{ id: `z.${q.get('name')}`, name: q.get('name') }] : []);
  const m = /^\/client\/v4\/zones\/z\.([^/]+)\/dns_records(?:\/(\d+))?$/.exec(path);
  if (!m) return json(res, 404, { success: false, errors: [{ message: 'no route' }] });
  const records = zones.get(key('cloudflare', m[1])) ?? [];
  zones.set(key('cloudflare', m[1]), records);
  const shown = (r: FakeDnsRecord) => ({ id: String(records.indexOf(r)), type: r.type, name: r.name, content: r.value, priority: r.priority });
  const given = body ? (JSON.parse(body) as { type: string; name: string; content: string; priority?: number }) : undefined;
  const written = given && { type: given.type, name: given.name.toLowerCase(), value: given.content, priority: given.priority };
  if (req.method === 'GET') return ok(records.filter((r) => r.type === q.get('type') && r.name === q.get('name')).map(shown));
  if (req.method === 'POST' && written && inZone(written.name, m[1])) return ok(shown(records[records.push(written) - 1]));
  if (req.method === 'PUT' && written && records[Number(m[2])]) return ok(shown((records[Number(m[2])] = written)));
  if (req.method === 'DELETE' && records[Number(m[2])]) {
    records.splice(Number(m[2]), 1);
    return ok({ id: m[2] });
  }
  return json(res, 400, { success: false, errors: [{ message: 'bad request' }] });
};

const godaddy: Handler = (zones, req, res, path, _q, body) => {
  const auth = req.headers.authorization;
  if (auth?.startsWith(`sso-key ${FAKE_DNS_BROKEN_KEY}:`)) return json(res, 500, {});
  const { Api_key, Api_secret } = FAKE_DNS_CREDENTIALS.godaddy;
  if (auth !== `sso-key ${Api_key}:${Api_secret}`)
    return json(res, 401, { code: 'UNABLE_TO_AUTHENTICATE', message: 'Unauthorized : Could not authenticate API key/secret' });
  const m = /^\/v1\/domains\/([^/]+)(?:\/records\/([A-Z]+)\/([^/]+))?$/.exec(path);
  if (!m || !exists(m[1]) || m[1].split('.').length > 2) return json(res, 404, { code: 'NOT_FOUND', message: 'Domain not found' });
  if (!m[2]) return json(res, 200, { domain: m[1], status: 'ACTIVE' });
  const [zone, type, host] = [m[1], m[2], decodeURIComponent(m[3])];
  const name = host === '@' ? zone : `${host}.${zone}`;
  const records = (zones.get(key('godaddy', zone)) ?? []).filter((r) => !(req.method === 'PUT' && r.type === type && r.name === name));
  if (req.method === 'PUT')
    for (const r of JSON.parse(body) as { data: string; priority?: number }[]) records.push({ type, name, value: r.data, priority: r.priority });
  zones.set(key('godaddy', zone), records);
  if (req.method === 'PUT') return json(res, 200, {});
  return json(
    res,
    200,
    records.filter((r) => r.type === type && r.name === name).map((r) => ({ type, name: host, data: r.value, ttl: 600, priority: r.priority })),
  );
};

const namecheap: Handler = (zones, _req, res, _path, _q, body) => {
  const p = new URLSearchParams(body);
  const xml = (status: string, inner: string) =>
    res
      .writeHead(200, { 'content-type': 'text/xml' })
      .end(`<?xml version="1.0" encoding="utf-8"?>\n<ApiResponse Status="${status}" xmlns="http://api.namecheap.com/xml.response">${inner}</ApiResponse>`);
  const error = (n: number, text: string) => xml('ERROR', `<Errors><Error Number="${n}">${text}</Error></Errors>`);
  if (p.get('ApiKey') === FAKE_DNS_BROKEN_KEY) return res.writeHead(502).end('Bad Gateway');
  const good = FAKE_DNS_CREDENTIALS.namecheap;
  if (p.get('ApiKey') !== good.Api_key || p.get('ApiUser') !== good.Api_user) return error(1011102, 'Parameter APIKey is invalid');
  if (p.get('UserName') !== good.Username) return error(1011104, 'Parameter UserName is invalid');
  if (!p.get('ClientIp')) return error(1011150, 'Parameter RequestIP is invalid');
  const zone = `${p.get('SLD')}.${p.get('TLD')}`;
  if (!exists(zone) || zone.split('.').length > 2) return error(2019166, 'Domain not found');
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  if (p.get('Command') === 'namecheap.domains.dns.getHosts') {
    const hosts = (zones.get(key('namecheap', zone)) ?? []).map(
      (r, i) =>
        `<host HostId="${i}" Name="${r.name === zone ? '@' : r.name.slice(0, -zone.length - 1)}" Type="${r.type}" Address="${escape(r.value)}" MXPref="${r.priority ?? 10}" TTL="1800" />`,
    );
    return xml(
      'OK',
      `<CommandResponse Type="namecheap.domains.dns.getHosts"><DomainDNSGetHostsResult Domain="${zone}" EmailType="FWD" IsUsingOurDNS="true">${hosts.join('')}</DomainDNSGetHostsResult></CommandResponse>`,
    );
  }
  if (p.get('Command') === 'namecheap.domains.dns.setHosts') {
    const records: FakeDnsRecord[] = [];
    for (let i = 1; p.has(`HostName${i}`); i++) {
      const host = p.get(`HostName${i}`)!;
      const type = p.get(`RecordType${i}`)!;
      records.push({
        type,
        name: host === '@' ? zone : `${host}.${zone}`,
        value: p.get(`Address${i}`)!,
        ...(type === 'MX' ? { priority: Number(p.get(`MXPref${i}`)) } : {}),
      });
    }
    zones.set(key('namecheap', zone), records);
    return xml('OK', `<CommandResponse Type="namecheap.domains.dns.setHosts"><DomainDNSSetHostsResult Domain="${zone}" IsSuccess="true" /></CommandResponse>`);
  }
  return error(1010000, 'Unknown command');
};
