import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GATEWAY_NOTES, type SenderDomainView } from './gateway-params';

export class GatewayAddDomainRequest {
  @IsPresent(code(1, 'Missing DomainName'))
  @Param('The sender domain (e.g. mail.example.com)', true)
  domainname?: string;
}

export interface GatewayAddDomainReply {
  NewSenderDomainID: number;
  /** the domain with the HMAC-SHA256 key its webhooks are signed with */
  Domain: SenderDomainView & { SigningKey: string };
}

export const GatewayAddDomain = defineCommand({
  name: 'EmailGateway.AddDomain',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayAddDomainRequest,
  returns: reply<GatewayAddDomainReply>(),
  reply: 'NewSenderDomainID, Domain (statuses, DNSRecords to publish, SigningKey of its webhooks)',
  errors: { 1: 'DomainName missing', 2: 'invalid domain name (or already added by the caller)', 3: "the group's limit of sender domains is reached" },
  summary: 'Add a sender domain (a DKIM key pair and a webhook signing key are generated for it).',
  notes: GATEWAY_NOTES,
});
