import { Inject, Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { CloudflareAdapter } from './cloudflare.adapter';
import type { DnsCredentials, DnsProviderAdapter } from './dns-provider-adapter';
import { GoDaddyAdapter } from './godaddy.adapter';
import { NamecheapAdapter } from './namecheap.adapter';

const MISSING = {
  apiSecret: [5, 'Missing Api_secret'],
  apiUser: [6, 'Missing Api_user'],
  username: [7, 'Missing Username'],
} as const;

export interface DnsCredentialParams {
  provider?: string;
  api_key?: string;
  api_secret?: string;
  api_user?: string;
  username?: string;
}

/** The adapter the `Provider` parameter names (8 otherwise) with the credentials it needs (5, 6, 7). */
@Injectable()
export class DnsProviders {
  private readonly adapters: readonly DnsProviderAdapter[];

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.adapters = [new NamecheapAdapter(config.dns), new GoDaddyAdapter(config.dns), new CloudflareAdapter(config.dns)];
  }

  resolve(params: DnsCredentialParams): { adapter: DnsProviderAdapter; credentials: DnsCredentials } {
    const name = String(params.provider).trim().toLowerCase();
    const adapter = this.adapters.find((a) => a.name === name);
    if (!adapter)
      throw new CommandError(8, `Unsupported provider: ${String(params.provider).slice(0, 100)} (supported: ${this.adapters.map((a) => a.name).join(', ')})`);
    const credentials: DnsCredentials = {
      apiKey: text(params.api_key)!,
      apiSecret: text(params.api_secret),
      apiUser: text(params.api_user),
      username: text(params.username),
    };
    if (!credentials.apiKey) throw new CommandError(2, 'Missing Api_key');
    for (const need of adapter.needs) if (!credentials[need]) throw new CommandError(MISSING[need][0], MISSING[need][1]);
    return { adapter, credentials };
  }
}

function text(value: unknown): string | undefined {
  const s = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return s || undefined;
}
