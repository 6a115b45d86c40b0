import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { DNS_CREDENTIAL_ERRORS, GATEWAY_NOTES } from './gateway-params';

/** dns.authorize and dns.set: which credentials a provider needs is the service's (codes 5–8). */
export class DnsAuthorizeRequest {
  @IsPresent(code(1, 'Missing Domain'))
  @Param('The domain (FQDN) at the provider', true)
  domain?: string;

  @IsPresent(code(2, 'Missing Api_key'))
  @Param("The provider's API key (Cloudflare: an API token with Zone.DNS edit)", true)
  api_key?: string;

  @IsPresent(code(3, 'Missing Provider'))
  @Param('cloudflare, godaddy or namecheap', true)
  provider?: string;

  @Param('GoDaddy: the API secret', 'cond')
  api_secret?: string;

  @Param('Namecheap: ApiUser', 'cond')
  api_user?: string;

  @Param('Namecheap: UserName (the account the domain belongs to)', 'cond')
  username?: string;
}

export interface DnsAuthorizeReply {
  success: true;
}

export const DnsAuthorize = defineCommand({
  name: 'dns.authorize',
  service: 'gateway',
  auth: 'user',
  v1: { methods: ['POST', 'GET'], path: 'dns.authorize' },
  legacy: false,
  request: DnsAuthorizeRequest,
  returns: reply<DnsAuthorizeReply>(),
  errorStyle: 'scalar',
  reply: 'success: true (the provider accepted the credentials and serves the domain)',
  errors: {
    ...DNS_CREDENTIAL_ERRORS,
    4: 'authorization failed: the provider refused the credentials, or does not serve the domain for them',
    9: 'error during authorization (the message carries it): the provider could not be reached or answered an error',
  },
  summary: 'Authorize DNS management at a provider.',
  notes: GATEWAY_NOTES,
});
