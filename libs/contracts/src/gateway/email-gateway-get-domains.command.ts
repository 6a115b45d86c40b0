import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { GATEWAY_NOTES, type GatewayDomainRow } from './gateway-params';

/** EmailGateway.GetDomains: parameter names arrive lower-cased. */
export class EmailGatewayGetDomainsRequest {
  @Param("Truthy (1, 'true', 'yes') adds APIKeyCount, SMTPCount, WebhookCount, Sent7d, BounceRate7d, LastActivityAt to each row")
  withcounts?: string | number | boolean;
}

/** a row with WithCounts: enabled keys, credentials and webhooks of the domain, and its last 7 days */
export interface GatewayDomainCounts {
  APIKeyCount: number;
  SMTPCount: number;
  WebhookCount: number;
  Sent7d: number;
  /** bounced / sent × 100, 2 decimals; 0 when nothing was sent */
  BounceRate7d: number;
  /** newest event of the 7 days, ISO 8601 UTC; null without any */
  LastActivityAt: string | null;
}

export interface EmailGatewayGetDomainsReply {
  Domains: (GatewayDomainRow & Partial<GatewayDomainCounts>)[];
}

export const EmailGatewayGetDomains = defineCommand({
  name: 'EmailGateway.GetDomains',
  service: 'gateway',
  auth: 'user',
  request: EmailGatewayGetDomainsRequest,
  returns: reply<EmailGatewayGetDomainsReply>(),
  reply: 'Domains [{ DomainID, SenderDomain, CreatedAt, Status, VerificationMeta { DNSRecords }, PolicyMeta, Options, ... (+ counts with WithCounts) }]',
  errorStyle: 'scalar',
  errors: {},
  summary: "List the caller's gateway sender domains, optionally with counts and 7-day activity.",
  notes: GATEWAY_NOTES,
});
