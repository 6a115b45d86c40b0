import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type DnsProviderReply, type DnsProviderRequest } from '@mail/contracts';

import { DnsLookup } from '../../common/dns-lookup';
import { senderDomainName } from '../../domains/domain-name';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { answerInTime, dnsWorkBudgetMs } from '../providers/answer-in-time';
import { providerOfNameServers, zoneCandidates } from './ns-providers';

/** dns.provider: the NS records of the domain (or of its closest parent that has some), mapped to a company. */
@Injectable()
export class DnsProviderService {
  constructor(
    private readonly dns: DnsLookup,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** `_userId`: a user asks (the handler resolved it: 99998 otherwise); the answer does not depend on who */
  async detect(_userId: number, input: DnsProviderRequest): Promise<DnsProviderReply> {
    const domain = senderDomainName(input.domain);
    if (!domain) throw new CommandError(2, 'Invalid domain name');
    let hosts: string[];
    try {
      hosts = await answerInTime(this.nameServers(domain), 'DNS', dnsWorkBudgetMs(this.config.busTimeoutMs));
    } catch (error) {
      const cause = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      throw new CommandError(2, `DNS provider cannot be determined: the NS lookup failed (${cause})`);
    }
    if (hosts.length === 0) throw new CommandError(2, `DNS provider cannot be determined: ${domain} has no NS records`);
    const provider = providerOfNameServers(hosts);
    if (!provider) throw new CommandError(2, `DNS provider cannot be determined from the name servers ${hosts.slice(0, 4).join(', ')}`);
    return { provider };
  }

  /** the NS hosts of the closest name (the domain, then its parents) that has some */
  private async nameServers(domain: string): Promise<string[]> {
    for (const name of zoneCandidates(domain)) {
      const hosts = await this.dns.ns(name);
      if (hosts.length > 0) return hosts;
    }
    return [];
  }
}
