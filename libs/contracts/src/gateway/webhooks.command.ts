import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import type { GatewayWebhookCreatedReply } from './gateway-params';

export class GatewayWebhooksRequest {
  @IsPresent(code(2, 'Missing Event'))
  @Param('delivered, bounced, opened, clicked, unsubscribed, complained (or delivery, bounce, ...)', true)
  event?: string;

  @IsPresent(code(5, 'Missing WebhookURL'))
  @Param('http(s) URL the events are POSTed to', true)
  webhookurl?: string;
}

export type GatewayWebhooksReply = GatewayWebhookCreatedReply;

export const GatewayWebhooks = defineCommand({
  name: 'webhooks',
  service: 'gateway',
  auth: 'sender-domain-key',
  v1: { methods: ['POST'], path: 'webhooks' },
  legacy: false,
  rateLimit: { requests: 30, windowSeconds: 60 },
  request: GatewayWebhooksRequest,
  returns: reply<GatewayWebhooksReply>(),
  errorStyle: 'scalar',
  reply: 'NewWebhookID, SigningKey',
  errors: {
    2: 'Event missing',
    3: 'invalid Event',
    5: 'WebhookURL missing',
    6: 'WebhookURL is not an http(s) URL',
    7: 'WebhookURL names a forbidden host',
    13: 'invalid SenderAPIKey (the bearer credential)',
    429: 'too many requests: the message names the seconds to wait and the attempts allowed (HTTP 429)',
  },
  summary: 'End-user webhook creation with a sender key.',
});
