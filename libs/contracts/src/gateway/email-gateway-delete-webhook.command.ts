import { Param } from '../request-params';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { domainId } from './gateway-params';

export class GatewayDeleteWebhookRequest {
  @domainId(1, 2, 'WebhookID')
  @Param('The webhook (NewWebhookID)', true)
  webhookid?: string | number;
}

export type GatewayDeleteWebhookReply = Record<string, never>;

export const GatewayDeleteWebhook = defineCommand({
  name: 'EmailGateway.DeleteWebhook',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayDeleteWebhookRequest,
  returns: reply<GatewayDeleteWebhookReply>(),
  reply: 'Success',
  errors: { 1: 'WebhookID missing', 2: "not found (or another user's)" },
  summary: 'Delete a gateway webhook.',
});
