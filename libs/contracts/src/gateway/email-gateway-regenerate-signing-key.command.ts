import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayRegenerateSigningKeyRequest {
  @domainId(1, 2)
  @Param('The sender domain whose webhook signing key is rotated', true)
  domainid?: string | number;
}

export interface EmailGatewayRegenerateSigningKeyReply {
  /** 64 upper-case hex characters; the next webhook post is signed with it */
  SigningKey: string;
}

export const EmailGatewayRegenerateSigningKey = defineCommand({
  name: 'EmailGateway.RegenerateSigningKey',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayRegenerateSigningKeyRequest,
  returns: reply<EmailGatewayRegenerateSigningKeyReply>(),
  reply: 'SigningKey',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)", 3: 'nothing was updated (the domain was deleted meanwhile); retrying is safe' },
  summary: "Rotate the webhook signing key of one of the caller's gateway sender domains.",
  notes: GATEWAY_NOTES,
});
