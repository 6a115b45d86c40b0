import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GatewayDomainIdRequest } from './gateway-params';

export interface GatewayClearDomainQueueReply {
  /** messages moved to Failed */
  Cleared: number;
}

export const GatewayClearDomainQueue = defineCommand({
  name: 'EmailGateway.ClearDomainQueue',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayDomainIdRequest,
  returns: reply<GatewayClearDomainQueueReply>(),
  reply: 'Success, Cleared (messages moved to Failed)',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: "Clear a domain's outgoing queue.",
});
