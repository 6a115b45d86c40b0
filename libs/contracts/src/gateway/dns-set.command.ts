import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { DnsAuthorizeRequest } from './dns-authorize.command';
import { DNS_CREDENTIAL_ERRORS, GATEWAY_NOTES } from './gateway-params';

export class DnsSetRequest extends DnsAuthorizeRequest {
  @IsPresent(code(4, 'Missing Record_type'))
  @Param('campaign or email-gateway: which records are written (docs/services/gateway.md)', true)
  record_type?: string;
}

export interface DnsSetReply {
  success: true;
  /** what was written */
  Records: { Type: string; Name: string; Value: string }[];
}

export const DnsSet = defineCommand({
  name: 'dns.set',
  service: 'gateway',
  auth: 'session-only',
  v1: { methods: ['POST', 'GET'], path: 'dns.set' },
  legacy: false,
  request: DnsSetRequest,
  returns: reply<DnsSetReply>(),
  errorStyle: 'scalar',
  reply: 'success: true, Records (what was written)',
  errors: {
    ...DNS_CREDENTIAL_ERRORS,
    4: 'Record_type missing, or not campaign or email-gateway',
    9: 'failed to set DNS records: the provider refused a write or the credentials, or (email-gateway) the domain is not a sender domain of yours',
    10: 'system exception (the message carries it): the provider could not be reached or answered something unreadable',
  },
  summary: 'Set the required DNS records at the provider.',
  notes: GATEWAY_NOTES,
});
