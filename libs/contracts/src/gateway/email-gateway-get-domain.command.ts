import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, type GatewayDomainRow, domainId } from './gateway-params';

export class EmailGatewayGetDomainRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;
}

export interface EmailGatewayGetDomainReply {
  Domain: GatewayDomainRow;
}

export const EmailGatewayGetDomain = defineCommand({
  name: 'EmailGateway.GetDomain',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayGetDomainRequest,
  returns: reply<EmailGatewayGetDomainReply>(),
  reply: 'Domain { DomainID, SenderDomain, Status, Options { LinkTracking, OpenTracking, UnsubscribeLink, ... }, VerificationMeta, ... }',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: "Read one of the caller's gateway sender domains with its status and options.",
  notes: GATEWAY_NOTES,
});
