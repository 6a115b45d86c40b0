import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GATEWAY_NOTES } from './gateway-params';

export class DnsProviderRequest {
  @IsPresent(code(1, 'Missing Domain'))
  @Param('The domain whose DNS provider is detected (from its NS records)', true)
  domain?: string;
}

export interface DnsProviderReply {
  /** lower-case company name, e.g. cloudflare */
  provider: string;
}

export const DnsProvider = defineCommand({
  name: 'dns.provider',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['GET'], path: 'dns.provider' },
  legacy: false,
  request: DnsProviderRequest,
  returns: reply<DnsProviderReply>(),
  errorStyle: 'scalar',
  reply: 'provider (lower-case company name, e.g. cloudflare; the Provider value of dns.authorize and dns.set)',
  errors: { 1: 'Domain missing', 2: 'not a domain, or its provider cannot be determined (no NS records, or name servers of no known provider)' },
  summary: "Detect a domain's DNS provider.",
  notes: GATEWAY_NOTES,
});
