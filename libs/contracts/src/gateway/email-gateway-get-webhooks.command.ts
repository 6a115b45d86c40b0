import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, domainId } from './gateway-params';

export class EmailGatewayGetWebhooksRequest {
  @domainId(1, 2)
  @Param('The sender domain whose webhooks are listed', true)
  domainid?: string | number;
}

export interface EmailGatewayGetWebhooksReply {
  /** the key the domain's webhook payloads are signed with (HMAC-SHA256) */
  SigningKey: string;
  Webhooks: { WebhookID: number; Event: string; WebhookURL: string }[];
}

export const EmailGatewayGetWebhooks = defineCommand({
  name: 'EmailGateway.GetWebhooks',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayGetWebhooksRequest,
  returns: reply<EmailGatewayGetWebhooksReply>(),
  reply: 'SigningKey, Webhooks [{ WebhookID, Event, WebhookURL }]',
  errorStyle: 'scalar',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: "List the webhooks of one of the caller's gateway sender domains with its signing key.",
  notes: GATEWAY_NOTES,
});
