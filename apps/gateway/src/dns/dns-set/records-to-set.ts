import { isIP } from 'node:net';

import { Inject, Injectable } from '@nestjs/common';

import { CommandError } from '@mail/contracts';
import { publicBaseUrl } from '@mail/config';

import { domainRecords, spfValue } from '../../domains/domain-records';
import { domainOptions } from '../../domains/domain-view';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { SenderDomainRepository } from '../../domains/sender-domain.repository';
import type { ZoneRecord } from '../providers/zone-records';

export const RECORD_TYPES = ['campaign', 'email-gateway'] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

/** What dns.set writes for a domain (docs/services/gateway.md, "DNS automation"). */
@Injectable()
export class RecordsToSet {
  constructor(
    private readonly domains: SenderDomainRepository,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async of(userId: number, domain: string, type: RecordType): Promise<ZoneRecord[]> {
    if (type === 'campaign') return campaignRecords(domain, this.config.spfInclude);
    const row = await this.domains.findOwnedByName(userId, domain);
    if (!row) throw new CommandError(9, `Failed to set DNS records: ${domain} is not one of your sender domains (EmailGateway.AddDomain)`);
    return domainRecords(row.name, row.dkim_selector, row.dkim_public_key, this.config, domainOptions(row).CustomSubdomain).map((r) => ({
      type: r.Type,
      name: r.Name,
      value: r.Value,
    }));
  }
}

/**
 * Campaign mail from the domain: SPF for the sending hosts (the same relay as the gateway's, GATEWAY_SPF_INCLUDE) and
 * `track.<domain>` at the edge's public host (PUBLIC_BASE_URL), where tracked links and pages are served. Bounces need
 * nothing here: campaign return paths are at the installation's BOUNCE_DOMAIN.
 */
export function campaignRecords(domain: string, spfInclude: string): ZoneRecord[] {
  const host = new URL(publicBaseUrl()).hostname.replace(/^\[|\]$/g, '');
  return [
    { type: 'TXT', name: domain, value: spfValue(spfInclude) },
    { type: isIP(host) === 4 ? 'A' : isIP(host) === 6 ? 'AAAA' : 'CNAME', name: `track.${domain}`, value: host },
  ];
}
