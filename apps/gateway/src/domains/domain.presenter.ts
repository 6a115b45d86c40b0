import type { SenderDomainView } from '@mail/contracts';

import { domainRecords } from './domain-records';
import type { SenderDomainRow } from './sender-domain.row';

/** A sender domain as the API shows it: statuses and the DNS records to publish. */
export function presentDomain(row: SenderDomainRow, hosts: { spfInclude: string; returnPathHost: string }): SenderDomainView {
  return {
    DomainID: row.id,
    DomainName: row.name,
    VerificationStatus: row.verification_status,
    DKIMStatus: row.dkim_status,
    SPFStatus: row.spf_status,
    DKIMSelector: row.dkim_selector,
    DNSRecords: domainRecords(row.name, row.dkim_selector, row.dkim_public_key, hosts),
  };
}
