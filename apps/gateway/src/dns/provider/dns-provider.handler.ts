import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, DnsProvider, type DnsProviderRequest } from '@mail/contracts';

import { actingUserId } from '../../common/caller';
import { DnsLookup } from '../../common/dns-lookup';
import { senderDomainName } from '../../domains/domain-name';
import { providerOfNameServers, zoneCandidates } from './ns-providers';

/** dns.provider: the NS records of the domain (or of its closest parent that has some), mapped to a company. */
@Controller()
export class DnsProviderHandler {
  constructor(private readonly dns: DnsLookup) {}

  @HandlesCommand(DnsProvider)
  async handle(req: BusRequest<DnsProviderRequest>): Promise<object> {
    actingUserId(req);
    const domain = senderDomainName(req.params.domain);
    if (!domain) throw new CommandError(2, 'Invalid domain name');
    for (const name of zoneCandidates(domain)) {
      let hosts: string[];
      try {
        hosts = await this.dns.ns(name);
      } catch (error) {
        throw new CommandError(2, `DNS provider cannot be determined: the NS lookup failed (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
      }
      if (hosts.length === 0) continue;
      const provider = providerOfNameServers(hosts);
      if (!provider) throw new CommandError(2, `DNS provider cannot be determined from the name servers ${hosts.slice(0, 4).join(', ')}`);
      return { provider };
    }
    throw new CommandError(2, `DNS provider cannot be determined: ${domain} has no NS records`);
  }
}
