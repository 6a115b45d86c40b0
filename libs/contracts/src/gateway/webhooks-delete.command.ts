import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { IsPresent, Param } from '../request-params';
import { code } from '../validation';

/** DELETE /api/v1/webhooks: parameter names arrive lower-cased; the sender key is the bearer. */
export class WebhooksDeleteRequest {
  @IsPresent(code(1, 'Missing WebhookID'))
  @Param('The webhook to delete', true)
  webhookid?: string | number;
}

export type WebhooksDeleteReply = Record<string, never>;

export const WebhooksDelete = defineCommand({
  name: 'webhooks.delete',
  service: 'gateway',
  auth: 'sender-domain-key',
  v1: { methods: ['DELETE'], path: 'webhooks' },
  legacy: false,
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: WebhooksDeleteRequest,
  returns: reply<WebhooksDeleteReply>(),
  reply: 'an empty object',
  errorStyle: 'scalar',
  errors: {
    1: 'WebhookID missing',
    4: "no such webhook on the key's domain",
    13: 'invalid sender API key (the bearer credential), or none',
    429: { meaning: 'too many requests (HTTP 429)', httpStatus: 429 },
  },
  summary: "Delete one webhook of the sender key's domain (sender key as bearer).",
});
