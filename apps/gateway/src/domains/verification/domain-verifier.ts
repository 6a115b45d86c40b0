import { Inject, Injectable } from '@nestjs/common';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { DnsLookup } from '../../common/dns-lookup';
import { dkimName, dkimValue, spfValue } from '../domain-records';
import type { CheckStatus, SenderDomainRow } from '../sender-domain.row';
import { dkimFinding, spfFinding, statusOf, verificationOf } from './domain-check';

/** What one DNS check of a domain found: the statuses to store, and each checked record with its result. */
export interface DomainCheckResult {
  verification: CheckStatus;
  dkim: CheckStatus;
  spf: CheckStatus;
  /** by host name: [record type, expected value, passed] */
  records: Record<string, [string, string, boolean]>;
}

/** Looks up a domain's SPF and DKIM records (the cron job and EmailGateway.VerifyDomain); throws when DNS fails. */
@Injectable()
export class DomainVerifier {
  constructor(
    private readonly dns: DnsLookup,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async check(domain: SenderDomainRow, now = new Date()): Promise<DomainCheckResult> {
    const selectorName = dkimName(domain.name, domain.dkim_selector);
    const [root, selector] = await Promise.all([this.dns.txt(domain.name), this.dns.txt(selectorName)]);
    const dkimFound = dkimFinding(selector, domain.dkim_public_key);
    const spfFound = spfFinding(root, this.config.spfInclude);
    const dkim = statusOf(dkimFound, domain.created_at, now);
    const spf = statusOf(spfFound, domain.created_at, now);
    return {
      verification: verificationOf(dkim, spf),
      dkim,
      spf,
      records: {
        [domain.name]: ['TXT', spfValue(this.config.spfInclude), spfFound === 'match'],
        [selectorName]: ['TXT', dkimValue(domain.dkim_public_key), dkimFound === 'match'],
      },
    };
  }
}
