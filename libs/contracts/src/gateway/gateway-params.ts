import { InOrder } from '../campaigns/requests/param-rules';
import { IsPositiveId, IsPresent, Param } from '../request-params';
import { code } from '../validation';

/**
 * Email gateway requests. The DTOs answer what needs no lookup (missing and malformed parameters, in the spec's
 * order); the service answers the rest (domain syntax, ownership, limits). Parameters arrive lower-cased.
 */

/** an id parameter: `missing` when absent, `invalid` when not a positive id */
export const domainId = (missing: number, invalid: number, what = 'DomainID') =>
  InOrder(IsPresent(code(missing, `Missing ${what}`)), IsPositiveId(code(invalid, `Invalid ${what}`)));

/** EmailGateway.DeleteDomain and EmailGateway.ClearDomainQueue: the domain only. */
export class GatewayDomainIdRequest {
  @domainId(1, 2)
  @Param('The sender domain', true)
  domainid?: string | number;
}

/** the codes dns.authorize and dns.set share (the credentials a provider needs) */
export const DNS_CREDENTIAL_ERRORS = {
  1: 'Domain missing',
  2: 'Api_key missing',
  3: 'Provider missing',
  5: 'Api_secret missing (godaddy)',
  6: 'Api_user missing (namecheap)',
  7: 'Username missing (namecheap)',
  8: 'unsupported provider (the message names it): cloudflare, godaddy and namecheap are',
} as const;

export const GATEWAY_NOTES = 'docs/services/gateway.md';

/** A DNS record a sender domain asks the user to publish. */
export interface SenderDomainDnsRecord {
  Purpose: 'SPF' | 'DKIM' | 'Return-Path' | 'DMARC';
  Type: 'TXT' | 'CNAME';
  /** the full name to publish the record at */
  Name: string;
  Value: string;
  /** DMARC is advice: sending works without it */
  Required: boolean;
}

/** A sender domain as the API shows it: statuses and the DNS records to publish. */
export interface SenderDomainView {
  DomainID: number;
  DomainName: string;
  VerificationStatus: string;
  DKIMStatus: string;
  SPFStatus: string;
  DKIMSelector: string;
  DNSRecords: SenderDomainDnsRecord[];
}

/** EmailGateway.AddWebhook and POST /api/v1/webhooks */
export interface GatewayWebhookCreatedReply {
  NewWebhookID: number;
  /** HMAC-SHA256 key of the domain */
  SigningKey: string;
}

/** A gateway sender domain's options (EmailGateway.UpdateDomain). */
export interface GatewayDomainOptions {
  LinkTracking: number;
  OpenTracking: number;
  UnsubscribeLink: number;
  HostingProvider: string;
  CustomSubdomain: string;
  CustomTrackPrefix: string;
  TrackMerge: string;
  TrackPrefixDisabled: boolean;
}

/** A gateway sender domain as EmailGateway.GetDomains / GetDomain show it (the vendor's keys, then ours). */
export interface GatewayDomainRow {
  DomainID: number;
  SenderDomain: string;
  CreatedAt: string;
  /** Approval Pending, Enabled (DNS verified) or Failed */
  Status: string;
  VerificationMeta: { DNSRecords: SenderDomainDnsRecord[] };
  PolicyMeta: string[];
  Options: GatewayDomainOptions;
  VerificationStatus: string;
  DKIMStatus: string;
  SPFStatus: string;
}
