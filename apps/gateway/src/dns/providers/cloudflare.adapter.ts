import type { GatewayConfig } from '../../gateway.config';
import { zoneCandidates } from '../dns-provider/ns-providers';
import type { DnsCredentials, DnsProviderAdapter } from './dns-provider-adapter';
import { ProviderRefused, ProviderUnavailable } from './provider-errors';
import { parseJson, providerCall } from './provider-http';
import { replaces, type ZoneRecord } from './zone-records';

interface CloudflareRecord {
  id: string;
  type: string;
  name: string;
  content: string;
  priority?: number;
}

interface Envelope<T> {
  success?: boolean;
  errors?: { message?: string }[];
  result?: T;
}

/** Cloudflare API v4 with an API token (Zone.DNS edit) as bearer: Api_key only. */
export class CloudflareAdapter implements DnsProviderAdapter {
  readonly name = 'cloudflare';
  readonly needs = [] as const;
  private readonly apiUrl: string;

  /** GATEWAY_DNS_CLOUDFLARE_API_URL */
  constructor(dns: Pick<GatewayConfig['dns'], 'cloudflareApiUrl'>) {
    this.apiUrl = dns.cloudflareApiUrl;
  }

  async authorize(domain: string, credentials: DnsCredentials): Promise<void> {
    await this.zoneId(domain, credentials);
  }

  async write(domain: string, records: readonly ZoneRecord[], credentials: DnsCredentials): Promise<void> {
    const zone = await this.zoneId(domain, credentials);
    for (const record of records) {
      const query = new URLSearchParams({ type: record.type, name: record.name });
      const existing = (await this.call<CloudflareRecord[]>(credentials, 'GET', `/zones/${zone}/dns_records?${query.toString()}`)) ?? [];
      const [first, ...extra] = existing.filter((e) => replaces(record, { type: e.type, name: e.name, value: e.content }));
      const body = {
        type: record.type,
        name: record.name,
        content: record.value,
        ttl: 1,
        ...(record.priority !== undefined ? { priority: record.priority } : {}),
        ...(record.type === 'CNAME' || record.type === 'A' ? { proxied: false } : {}),
      };
      if (first) await this.call(credentials, 'PUT', `/zones/${zone}/dns_records/${first.id}`, body);
      else await this.call(credentials, 'POST', `/zones/${zone}/dns_records`, body);
      for (const duplicate of extra) await this.call(credentials, 'DELETE', `/zones/${zone}/dns_records/${duplicate.id}`);
    }
  }

  /** the id of the zone the token sees for the domain or its closest parent */
  private async zoneId(domain: string, credentials: DnsCredentials): Promise<string> {
    for (const candidate of zoneCandidates(domain)) {
      const zones = await this.call<{ id: string }[]>(credentials, 'GET', `/zones?${new URLSearchParams({ name: candidate }).toString()}`);
      if (zones?.[0]?.id) return zones[0].id;
    }
    throw new ProviderRefused(`cloudflare: the token manages no zone of ${domain}`);
  }

  private async call<T>(credentials: DnsCredentials, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: object): Promise<T | undefined> {
    const base = this.apiUrl.replace(/\/+$/, '');
    const { status, text } = await providerCall(this.name, `${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${credentials.apiKey}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = parseJson(this.name, text) as Envelope<T>;
    if (status >= 400 || answer.success === false)
      throw new ProviderRefused(`cloudflare: ${answer.errors?.map((e) => e.message).join('; ') || `HTTP ${status}`}`);
    if (answer.success !== true) throw new ProviderUnavailable('cloudflare answered without a success flag');
    return answer.result;
  }
}
