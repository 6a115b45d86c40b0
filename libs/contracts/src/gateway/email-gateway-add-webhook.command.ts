import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { GATEWAY_NOTES, type GatewayWebhookCreatedReply } from './gateway-params';

export class GatewayAddWebhookRequest {
  @IsPresent(code(1, 'Missing DomainID'))
  @Param('The sender domain whose events are posted', true)
  domainid?: string | number;

  @IsPresent(code(2, 'Missing Event'))
  @Param('delivery, bounce, open, click, unsubscribe, complaint or unknown (delivered, bounced, ... also accepted)', true)
  event?: string;

  @IsPresent(code(5, 'Missing WebhookURL'))
  @Param('http(s) URL the events are POSTed to (public addresses only)', true)
  webhookurl?: string;
}

export type GatewayAddWebhookReply = GatewayWebhookCreatedReply;

export const GatewayAddWebhook = defineCommand({
  name: 'EmailGateway.AddWebhook',
  service: 'gateway',
  auth: 'user',
  errorStyle: 'array',
  request: GatewayAddWebhookRequest,
  returns: reply<GatewayAddWebhookReply>(),
  reply: 'NewWebhookID, SigningKey (HMAC-SHA256 key of the domain)',
  errors: {
    1: 'DomainID missing',
    2: 'Event missing',
    3: 'invalid Event',
    4: "domain not found (or another user's)",
    5: 'WebhookURL missing',
    6: 'WebhookURL is not an http(s) URL',
    7: 'WebhookURL names a forbidden host (loopback, private, link-local or metadata address)',
  },
  summary: 'Register an event webhook for a domain.',
  notes: GATEWAY_NOTES,
});
