import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayVerifyDomainRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;
}

export interface EmailGatewayVerifyDomainReply {
  Domain: { DomainID: number; SenderDomain: string; Status: string; DKIMStatus: string; SPFStatus: string };
  /** by host name: [record type, expected value, passed] */
  DNSVerificationResults: Record<string, [string, string, boolean]>;
}

export const EmailGatewayVerifyDomain = defineCommand({
  name: 'EmailGateway.VerifyDomain',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayVerifyDomainRequest,
  returns: reply<EmailGatewayVerifyDomainReply>(),
  reply: 'Domain { DomainID, SenderDomain, Status, DKIMStatus, SPFStatus }, DNSVerificationResults { <host>: [type, expected, passed] }',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)", 3: 'DNS did not answer (try again later); the statuses are unchanged' },
  summary: "Look up the DNS records of one of the caller's gateway sender domains now and move its statuses.",
  notes: GATEWAY_NOTES,
});
