import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GatewayDomainIdRequest } from './gateway-params';

export type GatewayDeleteDomainReply = Record<string, never>;

export const GatewayDeleteDomain = defineCommand({
  name: 'EmailGateway.DeleteDomain',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayDomainIdRequest,
  returns: reply<GatewayDeleteDomainReply>(),
  reply: 'Success',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: 'Delete a sender domain with its keys, credentials and webhooks.',
});
