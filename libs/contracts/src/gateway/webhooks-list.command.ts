import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

/** GET /api/v1/webhooks: the sender key (bearer) names the domain; no other parameter. */
export class WebhooksListRequest {}

export interface WebhooksListReply {
  Webhooks: { WebhookID: number; Event: string; WebhookURL: string }[];
}

export const WebhooksList = defineCommand({
  name: 'webhooks.list',
  service: 'gateway',
  auth: 'sender-domain-key',
  v1: { methods: ['GET'], path: 'webhooks' },
  legacy: false,
  rateLimit: { requests: 100, windowSeconds: 60 },
  request: WebhooksListRequest,
  returns: reply<WebhooksListReply>(),
  reply: 'Webhooks [{ WebhookID, Event (delivered, bounced, opened, ...), WebhookURL }] (no Success key)',
  errorStyle: 'scalar',
  errors: {
    13: 'invalid sender API key (the bearer credential), or none',
    429: { meaning: 'too many requests (HTTP 429)', httpStatus: 429 },
  },
  summary: "List the webhooks of the sender key's domain (sender key as bearer).",
});
