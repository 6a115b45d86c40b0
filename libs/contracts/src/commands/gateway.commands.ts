import { defineCommand } from '../define-command';
import {
  GatewayAddApiRequest,
  GatewayAddDomainRequest,
  GatewayAddSmtpRequest,
  GatewayAddWebhookRequest,
  GatewayAggrEventsRequest,
  GatewayDeleteApiRequest,
  GatewayDeleteSmtpRequest,
  GatewayDeleteWebhookRequest,
  GatewayDomainIdRequest,
  GatewayEmailSendRequest,
  GatewayWebhooksRequest,
  DnsAuthorizeRequest,
  DnsProviderRequest,
  DnsSetRequest,
} from '../gateway/requests';

const service = 'gateway' as const;
const legacy = { service, auth: 'user' as const, errorStyle: 'array' as const };
const NOTES = 'docs/services/gateway.md';

export const GatewayAddDomain = defineCommand({
  name: 'EmailGateway.AddDomain',
  ...legacy,
  request: GatewayAddDomainRequest,
  reply: 'NewSenderDomainID, Domain (statuses, DNSRecords to publish, SigningKey of its webhooks)',
  errors: { 1: 'DomainName missing', 2: 'invalid domain name (or already added by the caller)', 3: "the group's limit of sender domains is reached" },
  summary: 'Add a sender domain (a DKIM key pair and a webhook signing key are generated for it).',
  notes: NOTES,
});
export const GatewayDeleteDomain = defineCommand({
  name: 'EmailGateway.DeleteDomain',
  ...legacy,
  request: GatewayDomainIdRequest,
  reply: 'Success',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: 'Delete a sender domain with its keys, credentials and webhooks.',
});
export const GatewayAddApi = defineCommand({
  name: 'EmailGateway.AddAPI',
  ...legacy,
  request: GatewayAddApiRequest,
  reply: 'NewAPIKeyID, APIKey { Key (shown once), Permissions, DomainID, Description, ListID, SubscriberID, JourneyID, ActionID }',
  errors: { 1: 'Description missing', 2: 'DomainID missing or not an id (or a targeting id that is not one)', 3: "domain not found (or another user's)" },
  summary: 'Create a gateway API key for a sender domain.',
});
export const GatewayDeleteApi = defineCommand({
  name: 'EmailGateway.DeleteAPI',
  ...legacy,
  request: GatewayDeleteApiRequest,
  reply: 'Success',
  errors: { 1: 'ApiKeyId missing', 2: "invalid, not found or another user's" },
  summary: 'Delete a gateway API key.',
});
export const GatewayAddSmtp = defineCommand({
  name: 'EmailGateway.AddSMTP',
  ...legacy,
  request: GatewayAddSmtpRequest,
  reply: 'NewSMTPID, SMTP { SMTPHost, SMTPPorts, Username, Password (shown once), DomainID }',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: 'Create SMTP relay credentials for a domain.',
  notes: NOTES,
});
export const GatewayDeleteSmtp = defineCommand({
  name: 'EmailGateway.DeleteSMTP',
  ...legacy,
  request: GatewayDeleteSmtpRequest,
  reply: 'Success',
  errors: { 1: 'smtpid missing', 2: "not found (or another user's)" },
  summary: 'Delete SMTP credentials.',
});
export const GatewayAddWebhook = defineCommand({
  name: 'EmailGateway.AddWebhook',
  ...legacy,
  request: GatewayAddWebhookRequest,
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
  notes: NOTES,
});
export const GatewayDeleteWebhook = defineCommand({
  name: 'EmailGateway.DeleteWebhook',
  ...legacy,
  request: GatewayDeleteWebhookRequest,
  reply: 'Success',
  errors: { 1: 'WebhookID missing', 2: "not found (or another user's)" },
  summary: 'Delete a gateway webhook.',
});
export const GatewayAggrEvents = defineCommand({
  name: 'EmailGateway.AggrEvents',
  ...legacy,
  request: GatewayAggrEventsRequest,
  reply: 'AggBuckets [{ Key, Count }]',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)", 11: 'invalid date (use YYYY-MM-DD)', 12: 'invalid AggregatedField' },
  summary: 'Aggregated gateway events.',
});
export const GatewayClearDomainQueue = defineCommand({
  name: 'EmailGateway.ClearDomainQueue',
  ...legacy,
  request: GatewayDomainIdRequest,
  reply: 'Success, Cleared (messages moved to Failed)',
  errors: { 1: 'DomainID missing', 2: "domain not found (or another user's)" },
  summary: "Clear a domain's outgoing queue.",
});
export const GatewayWebhooks = defineCommand({
  name: 'webhooks',
  service,
  auth: 'sender-domain-key',
  v1: { methods: ['POST'], path: 'webhooks' },
  legacy: false,
  rateLimit: { requests: 30, windowSeconds: 60 },
  request: GatewayWebhooksRequest,
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
export const GatewayEmailSend = defineCommand({
  name: 'EmailGateway.Send',
  service,
  auth: 'sender-domain-key',
  v1: { methods: ['POST'], path: 'email' },
  legacy: false,
  request: GatewayEmailSendRequest,
  errorStyle: 'scalar',
  reply: 'MessageID (once the message is durably queued)',
  errors: {
    1: 'Subject missing',
    2: 'From missing or not an address',
    3: 'no recipient in To',
    4: 'a recipient (To, CC, BCC) or ReplyTo is not an address',
    5: 'no content (HTMLContent or PlainContent)',
    6: 'SendAt is not a unix time',
    7: 'an attachment has no filename or its content is not base64',
    8: "From is not at the key's sender domain",
    9: 'the sender domain is not verified yet (VerificationStatus is not Verified)',
    10: "the user's monthly gateway limit is reached",
    11: "the user's lifetime gateway limit is reached",
    12: 'more than 50 recipients',
    13: 'invalid sender API key (the bearer credential)',
    14: 'Headers is not an object of names to values, or names a header that cannot be set',
    429: 'a send rate (per minute, hour or day) is reached: the message names the seconds to wait (HTTP 429)',
  },
  summary: 'Send a transactional email through a sender domain (gateway API key as bearer).',
  notes: NOTES,
});
const DNS_CREDENTIAL_ERRORS = {
  1: 'Domain missing',
  2: 'Api_key missing',
  3: 'Provider missing',
  5: 'Api_secret missing (godaddy)',
  6: 'Api_user missing (namecheap)',
  7: 'Username missing (namecheap)',
  8: 'unsupported provider (the message names it): cloudflare, godaddy and namecheap are',
} as const;

export const DnsProvider = defineCommand({
  name: 'dns.provider',
  service,
  auth: 'user',
  v1: { methods: ['GET'], path: 'dns.provider' },
  legacy: false,
  request: DnsProviderRequest,
  errorStyle: 'scalar',
  reply: 'provider (lower-case company name, e.g. cloudflare; the Provider value of dns.authorize and dns.set)',
  errors: { 1: 'Domain missing', 2: 'not a domain, or its provider cannot be determined (no NS records, or name servers of no known provider)' },
  summary: "Detect a domain's DNS provider.",
  notes: NOTES,
});
export const DnsAuthorize = defineCommand({
  name: 'dns.authorize',
  service,
  auth: 'user',
  v1: { methods: ['POST', 'GET'], path: 'dns.authorize' },
  legacy: false,
  request: DnsAuthorizeRequest,
  errorStyle: 'scalar',
  reply: 'success: true (the provider accepted the credentials and serves the domain)',
  errors: {
    ...DNS_CREDENTIAL_ERRORS,
    4: 'authorization failed: the provider refused the credentials, or does not serve the domain for them',
    9: 'error during authorization (the message carries it): the provider could not be reached or answered an error',
  },
  summary: 'Authorize DNS management at a provider.',
  notes: NOTES,
});
export const DnsSet = defineCommand({
  name: 'dns.set',
  service,
  auth: 'session-only',
  v1: { methods: ['POST', 'GET'], path: 'dns.set' },
  legacy: false,
  request: DnsSetRequest,
  errorStyle: 'scalar',
  reply: 'success: true, Records (what was written)',
  errors: {
    ...DNS_CREDENTIAL_ERRORS,
    4: 'Record_type missing, or not campaign or email-gateway',
    9: 'failed to set DNS records: the provider refused a write or the credentials, or (email-gateway) the domain is not a sender domain of yours',
    10: 'system exception (the message carries it): the provider could not be reached or answered something unreadable',
  },
  summary: 'Set the required DNS records at the provider.',
  notes: NOTES,
});

export const GATEWAY_COMMANDS = [
  GatewayAddApi,
  GatewayAddDomain,
  GatewayAddSmtp,
  GatewayAddWebhook,
  GatewayAggrEvents,
  GatewayClearDomainQueue,
  GatewayDeleteApi,
  GatewayDeleteDomain,
  GatewayDeleteSmtp,
  GatewayDeleteWebhook,
  GatewayWebhooks,
  GatewayEmailSend,
  DnsProvider,
  DnsAuthorize,
  DnsSet,
];
