import { InOrder } from '../campaigns/requests/param-rules';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';

/**
 * Email gateway requests. The DTOs answer what needs no lookup (missing and malformed parameters, in the spec's
 * order); the service answers the rest (domain syntax, ownership, limits). Parameters arrive lower-cased.
 */

const domainId = (missing: number, invalid: number, what = 'DomainID') =>
  InOrder(IsPresent(code(missing, `Missing ${what}`)), IsPositiveId(code(invalid, `Invalid ${what}`)));

export class GatewayAddDomainRequest {
  @IsPresent(code(1, 'Missing DomainName'))
  @Param('The sender domain (e.g. mail.example.com)', true)
  domainname?: string;
}

export class GatewayDomainIdRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;
}

export class GatewayAddApiRequest {
  @IsPresent(code(1, 'Missing or invalid Description'))
  @Param('What the key is for', true)
  description?: string;

  @domainId(2, 2)
  @Param('The sender domain the key sends from', true)
  domainid?: string | number;

  @Param('Targeting: a list the messages belong to')
  listid?: string | number;

  @Param('Targeting: a subscriber')
  subscriberid?: string | number;

  @Param('Targeting: a journey')
  journeyid?: string | number;

  @Param('Targeting: a journey action')
  actionid?: string | number;
}

export class GatewayDeleteApiRequest {
  @domainId(1, 2, 'ApiKeyId')
  @Param('The gateway API key (NewAPIKeyID)', true)
  apikeyid?: string | number;
}

export class GatewayAddSmtpRequest {
  @domainId(1, 2)
  @Param('The sender domain the credentials send from', true)
  domainid?: string | number;
}

export class GatewayDeleteSmtpRequest {
  @domainId(1, 2, 'smtpid')
  @Param('The SMTP credentials (NewSMTPID)', true)
  smtpid?: string | number;
}

export class GatewayAddWebhookRequest {
  @IsPresent(code(1, 'Missing DomainID'))
  @Param('The sender domain whose events are posted', true)
  domainid?: string | number;

  @IsPresent(code(2, 'Missing Event'))
  @Param('delivery, bounce, open, click, unsubscribe or complaint (delivered, bounced, ... also accepted)', true)
  event?: string;

  @IsPresent(code(5, 'Missing WebhookURL'))
  @Param('http(s) URL the events are POSTed to (public addresses only)', true)
  webhookurl?: string;
}

export class GatewayDeleteWebhookRequest {
  @domainId(1, 2, 'WebhookID')
  @Param('The webhook (NewWebhookID)', true)
  webhookid?: string | number;
}

export class GatewayAggrEventsRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;

  @Param('First day, YYYY-MM-DD (UTC); default 30 days before EndDate')
  startdate?: string;

  @Param('Last day, YYYY-MM-DD (UTC), included; default today')
  enddate?: string;

  @Param("'event' (default: counts per event type), 'date' (per day) or 'recipient_domain'")
  aggregatedfield?: string;

  @Param('Most buckets returned, 1 to 1000 (default 100), largest first')
  aggregatesize?: string | number;
}

export class GatewayWebhooksRequest {
  @IsPresent(code(2, 'Missing Event'))
  @Param('delivered, bounced, opened, clicked, unsubscribed, complained (or delivery, bounce, ...)', true)
  event?: string;

  @IsPresent(code(5, 'Missing WebhookURL'))
  @Param('http(s) URL the events are POSTed to', true)
  webhookurl?: string;
}

/** POST /api/v1/email. The service checks every field (codes in the contract), so nothing is validated here. */
export class GatewayEmailSendRequest {
  @Param('Subject line', true) subject?: string;
  @Param("{ name, email } or 'Name <address>' (the sender domain of the key)", true) from?: unknown;
  @Param('[{ name, email }] or addresses (at most 50 recipients in To, CC and BCC together)', true) to?: unknown;
  @Param('Carbon copies, as To') cc?: unknown;
  @Param('Blind copies, as To (never written in the headers)') bcc?: unknown;
  @Param('{ name, email } or an address') replyto?: unknown;
  @Param("'html' or 'plain' (default: html when HTMLContent is given)") contenttype?: string;
  @Param('HTML body') htmlcontent?: string;
  @Param('Plain text body') plaincontent?: string;
  @Param('Extra headers { Name: value } (X-*, List-Unsubscribe, ...; never From, To, Subject, DKIM-Signature)') headers?: Record<string, unknown>;
  @Param('Tags (array of strings), stored with the message and sent with its events') tags?: unknown;
  @Param('[{ filename, content (base64), contenttype }]') attachments?: unknown;
  @Param('Unix time: deliver not before') sendat?: string | number;
  @Param('boolean: rewrite links to be counted (click events)') tracklinks?: unknown;
  @Param('boolean: add an open pixel (open events)') trackopens?: unknown;
}

export class DnsProviderRequest {
  @IsPresent(code(1, 'Missing Domain'))
  @Param('The domain whose DNS provider is detected (from its NS records)', true)
  domain?: string;
}

/** dns.authorize and dns.set: which credentials a provider needs is the service's (codes 5–8). */
export class DnsAuthorizeRequest {
  @IsPresent(code(1, 'Missing Domain'))
  @Param('The domain (FQDN) at the provider', true)
  domain?: string;

  @IsPresent(code(2, 'Missing Api_key'))
  @Param("The provider's API key (Cloudflare: an API token with Zone.DNS edit)", true)
  api_key?: string;

  @IsPresent(code(3, 'Missing Provider'))
  @Param('cloudflare, godaddy or namecheap', true)
  provider?: string;

  @Param('GoDaddy: the API secret', 'cond')
  api_secret?: string;

  @Param('Namecheap: ApiUser', 'cond')
  api_user?: string;

  @Param('Namecheap: UserName (the account the domain belongs to)', 'cond')
  username?: string;
}

export class DnsSetRequest extends DnsAuthorizeRequest {
  @IsPresent(code(4, 'Missing Record_type'))
  @Param('campaign or email-gateway: which records are written (docs/services/gateway.md)', true)
  record_type?: string;
}
