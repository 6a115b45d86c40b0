export interface DnsRecord {
  Purpose: 'SPF' | 'DKIM' | 'Return-Path' | 'DMARC';
  Type: 'TXT' | 'CNAME';
  /** the full name to publish the record at */
  Name: string;
  Value: string;
  /** DMARC is advice: sending works without it */
  Required: boolean;
}

export const spfValue = (include: string): string => `v=spf1 include:${include} ~all`;
export const dkimValue = (publicKey: string): string => `v=DKIM1; k=rsa; p=${publicKey}`;
export const dkimName = (domain: string, selector: string): string => `${selector}._domainkey.${domain}`;
/** the return-path host of a domain: `<Subdomain>.<domain>`, `bounces.<domain>` when the domain sets none */
export const returnPathName = (domain: string, subdomain?: string): string => `${subdomain || 'bounces'}.${domain}`;

/** What the user publishes for a sender domain (shown on the domain; the verification job checks SPF and DKIM). */
export function domainRecords(
  domain: string,
  selector: string,
  publicKey: string,
  hosts: { spfInclude: string; returnPathHost: string },
  subdomain?: string,
): DnsRecord[] {
  return [
    { Purpose: 'SPF', Type: 'TXT', Name: domain, Value: spfValue(hosts.spfInclude), Required: true },
    { Purpose: 'DKIM', Type: 'TXT', Name: dkimName(domain, selector), Value: dkimValue(publicKey), Required: true },
    { Purpose: 'Return-Path', Type: 'CNAME', Name: returnPathName(domain, subdomain), Value: hosts.returnPathHost, Required: true },
    { Purpose: 'DMARC', Type: 'TXT', Name: `_dmarc.${domain}`, Value: `v=DMARC1; p=none; rua=mailto:dmarc@${domain}`, Required: false },
  ];
}
