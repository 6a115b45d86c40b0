import type { GatewayConfig } from '../../gateway.config';
import { zoneCandidates } from '../dns-provider/ns-providers';
import type { DnsCredentials, DnsProviderAdapter } from './dns-provider-adapter';
import { ProviderRefused, ProviderUnavailable } from './provider-errors';
import { providerCall } from './provider-http';
import { absoluteName, mergeRecords, relativeName, type ZoneRecord } from './zone-records';

interface HostList {
  zone: string;
  emailType: string;
  records: ZoneRecord[];
}

/**
 * Namecheap's XML API (ApiUser, ApiKey, UserName, and the ClientIp whitelisted in the account,
 * GATEWAY_DNS_NAMECHEAP_CLIENT_IP): Api_key, Api_user and Username. setHosts replaces the whole host list, so a
 * write reads it (getHosts) and sends it back with the wanted records in their slots.
 */
export class NamecheapAdapter implements DnsProviderAdapter {
  readonly name = 'namecheap';
  readonly needs = ['apiUser', 'username'] as const;
  private readonly apiUrl: string;
  private readonly clientIp: string;

  /** GATEWAY_DNS_NAMECHEAP_API_URL and _CLIENT_IP */
  constructor(dns: Pick<GatewayConfig['dns'], 'namecheapApiUrl' | 'namecheapClientIp'>) {
    this.apiUrl = dns.namecheapApiUrl;
    this.clientIp = dns.namecheapClientIp;
  }

  async authorize(domain: string, credentials: DnsCredentials): Promise<void> {
    await this.hosts(domain, credentials);
  }

  async write(domain: string, records: readonly ZoneRecord[], credentials: DnsCredentials): Promise<void> {
    const current = await this.hosts(domain, credentials);
    const merged = mergeRecords(current.records, records);
    const form: Record<string, string> = { EmailType: records.some((r) => r.type === 'MX') ? 'MX' : current.emailType };
    merged.forEach((r, i) => {
      form[`HostName${i + 1}`] = relativeName(r.name, current.zone);
      form[`RecordType${i + 1}`] = r.type;
      form[`Address${i + 1}`] = r.value;
      form[`TTL${i + 1}`] = String(r.ttl ?? 1800);
      if (r.priority !== undefined) form[`MXPref${i + 1}`] = String(r.priority);
    });
    await this.call(credentials, 'namecheap.domains.dns.setHosts', current.zone, form);
  }

  /** the host list of the domain's zone (the domain itself or its closest parent that is a Namecheap domain) */
  private async hosts(domain: string, credentials: DnsCredentials): Promise<HostList> {
    let refusal: ProviderRefused | undefined;
    for (const zone of zoneCandidates(domain)) {
      try {
        const xml = await this.call(credentials, 'namecheap.domains.dns.getHosts', zone);
        const emailType = /<DomainDNSGetHostsResult\b[^>]*\bEmailType="([^"]*)"/.exec(xml)?.[1] ?? 'NONE';
        return { zone, emailType, records: [...xml.matchAll(/<host\b([^>]*)\/?>/gi)].map((m) => hostRecord(attributes(m[1]), zone)) };
      } catch (error) {
        if (!(error instanceof ProviderRefused)) throw error;
        refusal = error;
      }
    }
    throw refusal ?? new ProviderRefused(`namecheap: ${domain} is not a domain of this account`);
  }

  /** one command; the body is a form POST (setHosts lists can be long) and the answer ApiResponse XML */
  private async call(credentials: DnsCredentials, command: string, zone: string, extra: Record<string, string> = {}): Promise<string> {
    const dot = zone.indexOf('.');
    const params = new URLSearchParams({
      ApiUser: credentials.apiUser!,
      ApiKey: credentials.apiKey,
      UserName: credentials.username!,
      ClientIp: this.clientIp,
      Command: command,
      SLD: zone.slice(0, dot),
      TLD: zone.slice(dot + 1),
      ...extra,
    });
    const { text } = await providerCall(this.name, this.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: params.toString(),
    });
    const status = /<ApiResponse\b[^>]*\bStatus="([A-Z]+)"/.exec(text)?.[1];
    if (status === 'OK') return text;
    if (status === 'ERROR') {
      const errors = [...text.matchAll(/<Error\b[^>]*>([^<]*)<\/Error>/g)].map((m) => unescapeXml(m[1]));
      throw new ProviderRefused(`namecheap: ${errors.join('; ') || 'error'}`);
    }
    throw new ProviderUnavailable('namecheap answered something that is not an ApiResponse');
  }
}

function attributes(source: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/(\w+)="([^"]*)"/g)) out[name] = unescapeXml(value);
  return out;
}

function hostRecord(a: Record<string, string>, zone: string): ZoneRecord {
  return {
    type: a.Type,
    name: absoluteName(a.Name ?? '@', zone),
    value: a.Address ?? '',
    ttl: a.TTL ? Number(a.TTL) : undefined,
    priority: a.Type === 'MX' && a.MXPref ? Number(a.MXPref) : undefined,
  };
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e]);
}
