import type { GatewayDomainOptions, GatewayDomainRow } from '@mail/contracts';

import { domainRecords } from './domain-records';
import type { CheckStatus, SenderDomainRow } from './sender-domain.row';

/** the vendor's domain Status: Approval Pending until DNS verifies it, then Enabled (Failed: ours) */
export const statusText = (s: CheckStatus): string => (s === 'Pending' ? 'Approval Pending' : s === 'Verified' ? 'Enabled' : s);

/** the options as stored, each absent key its default (tracking on, no unsubscribe link, the system's subdomain) */
export function domainOptions(row: SenderDomainRow): GatewayDomainOptions {
  const o = row.options ?? {};
  const num = (key: string, fallback: number) => (typeof o[key] === 'number' ? o[key] : fallback);
  const str = (key: string) => (typeof o[key] === 'string' ? o[key] : '');
  return {
    LinkTracking: num('LinkTracking', 1),
    OpenTracking: num('OpenTracking', 1),
    UnsubscribeLink: num('UnsubscribeLink', 0),
    HostingProvider: str('HostingProvider'),
    CustomSubdomain: str('CustomSubdomain'),
    CustomTrackPrefix: str('CustomTrackPrefix'),
    TrackMerge: str('TrackMerge'),
    TrackPrefixDisabled: o.TrackPrefixDisabled === true,
  };
}

/** A gateway sender domain as EmailGateway.GetDomains, GetDomain and UpdateDomain show it. */
export function domainView(row: SenderDomainRow, hosts: { spfInclude: string; returnPathHost: string }): GatewayDomainRow {
  return {
    DomainID: row.id,
    SenderDomain: row.name,
    CreatedAt: row.created_at.toISOString(),
    Status: statusText(row.verification_status),
    VerificationMeta: { DNSRecords: domainRecords(row.name, row.dkim_selector, row.dkim_public_key, hosts, domainOptions(row).CustomSubdomain) },
    PolicyMeta: [],
    Options: domainOptions(row),
    VerificationStatus: row.verification_status,
    DKIMStatus: row.dkim_status,
    SPFStatus: row.spf_status,
  };
}
