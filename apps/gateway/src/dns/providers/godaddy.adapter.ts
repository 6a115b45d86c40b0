import type { GatewayConfig } from '../../gateway.config';
import { zoneCandidates } from '../dns-provider/ns-providers';
import type { DnsCredentials, DnsProviderAdapter } from './dns-provider-adapter';
import { ProviderRefused } from './provider-errors';
import { parseJson, providerCall } from './provider-http';
import { absoluteName, mergeRecords, relativeName, type ZoneRecord } from './zone-records';

interface GoDaddyRecord {
  data: string;
  name: string;
  ttl?: number;
  type: string;
  priority?: number;
}

/** GoDaddy Domains API v1 with `sso-key <key>:<secret>`: Api_key and Api_secret. */
export class GoDaddyAdapter implements DnsProviderAdapter {
  readonly name = 'godaddy';
  readonly needs = ['apiSecret'] as const;
  private readonly apiUrl: string;

  /** GATEWAY_DNS_GODADDY_API_URL */
  constructor(dns: Pick<GatewayConfig['dns'], 'godaddyApiUrl'>) {
    this.apiUrl = dns.godaddyApiUrl;
  }

  async authorize(domain: string, credentials: DnsCredentials): Promise<void> {
    await this.zoneOf(domain, credentials);
  }

  /** per name and type: read what is there, PUT it back with the wanted records in their slots */
  async write(domain: string, records: readonly ZoneRecord[], credentials: DnsCredentials): Promise<void> {
    const zone = await this.zoneOf(domain, credentials);
    const groups = new Map<string, ZoneRecord[]>();
    for (const r of records) groups.set(`${r.type} ${r.name}`, [...(groups.get(`${r.type} ${r.name}`) ?? []), r]);
    for (const wanted of groups.values()) {
      const path = `/v1/domains/${zone}/records/${wanted[0].type}/${encodeURIComponent(relativeName(wanted[0].name, zone))}`;
      const { status, text } = await this.call(credentials, 'GET', path);
      if (status >= 400) throw new ProviderRefused(`godaddy: ${messageOf(text, status)}`);
      const existing = (parseJson(this.name, text) as GoDaddyRecord[]).map((r) => ({
        type: r.type,
        name: absoluteName(r.name, zone),
        value: r.data,
        ttl: r.ttl,
        priority: r.priority,
      }));
      const merged = mergeRecords(existing, wanted).map((r) => ({
        data: r.value,
        ttl: Math.max(r.ttl ?? 3600, 600),
        ...(r.priority !== undefined ? { priority: r.priority } : {}),
      }));
      const put = await this.call(credentials, 'PUT', path, merged);
      if (put.status >= 400) throw new ProviderRefused(`godaddy: ${messageOf(put.text, put.status)}`);
    }
  }

  /** the domain of the account the name belongs to (itself or its closest parent) */
  private async zoneOf(domain: string, credentials: DnsCredentials): Promise<string> {
    for (const candidate of zoneCandidates(domain)) {
      const { status } = await this.call(credentials, 'GET', `/v1/domains/${candidate}`);
      if (status === 200) return candidate;
    }
    throw new ProviderRefused(`godaddy: ${domain} is not a domain of this account`);
  }

  private call(credentials: DnsCredentials, method: 'GET' | 'PUT', path: string, body?: object) {
    const base = this.apiUrl.replace(/\/+$/, '');
    return providerCall(this.name, `${base}${path}`, {
      method,
      headers: { authorization: `sso-key ${credentials.apiKey}:${credentials.apiSecret}`, accept: 'application/json', 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
  }
}

function messageOf(text: string, status: number): string {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? `HTTP ${status}`;
  } catch {
    return `HTTP ${status}`;
  }
}
