import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { domainId } from './gateway-params';

export class GatewayDeleteApiRequest {
  @domainId(1, 2, 'ApiKeyId')
  @Param('The gateway API key (NewAPIKeyID)', true)
  apikeyid?: string | number;
}

export type GatewayDeleteApiReply = Record<string, never>;

export const GatewayDeleteApi = defineCommand({
  name: 'EmailGateway.DeleteAPI',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayDeleteApiRequest,
  returns: reply<GatewayDeleteApiReply>(),
  reply: 'Success',
  errors: { 1: 'ApiKeyId missing', 2: "invalid, not found or another user's" },
  summary: 'Delete a gateway API key.',
});
