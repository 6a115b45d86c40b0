import type { ZoneRecord } from './zone-records';

export interface DnsCredentials {
  apiKey: string;
  apiSecret?: string;
  apiUser?: string;
  username?: string;
}

/** One DNS provider's API. Both calls throw ProviderRefused or ProviderUnavailable. */
export interface DnsProviderAdapter {
  /** the `Provider` value (lower-case company name) */
  readonly name: string;
  /** the credentials it needs beyond Api_key */
  readonly needs: readonly ('apiSecret' | 'apiUser' | 'username')[];
  /** a read call: the credentials are good and manage the domain's zone */
  authorize(domain: string, credentials: DnsCredentials): Promise<void>;
  /** writes the records into the domain's zone, replacing the ones in their slots (zone-records `replaces`) */
  write(domain: string, records: readonly ZoneRecord[], credentials: DnsCredentials): Promise<void>;
}
