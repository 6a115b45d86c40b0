import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type UserSenderdomainDnshostReply, type UserSenderdomainDnshostRequest } from '@mail/contracts';

import { DnsLookup } from '../../common/dns-lookup';
import { positiveId } from '../../common/positive-id';
import { answerInTime, dnsWorkBudgetMs } from '../../dns/providers/answer-in-time';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { dnsHostOf } from '../user-sender-domain.view';
import { UserSenderDomainsRepository } from '../user-sender-domains.repository';

const CACHE_MS = 3_600_000;

/**
 * user.senderdomain.dnshost: the domain's NS records mapped to a provider; 2 not the caller's. A failed or late
 * lookup answers unknown with no nameservers (never an error). Answers are kept an hour per domain name.
 */
@Injectable()
export class UserSenderdomainDnshostService {
  private readonly cache = new Map<string, { at: number; nameservers: string[] }>();

  constructor(
    private readonly repository: UserSenderDomainsRepository,
    private readonly dns: DnsLookup,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async run(userId: number, input: UserSenderdomainDnshostRequest): Promise<UserSenderdomainDnshostReply> {
    const row = await this.repository.find(userId, positiveId(input.domainid)!);
    if (!row) throw new CommandError(2, 'Sender domain not found');
    const nameservers = await this.nameservers(row.name);
    return { Success: true, DomainID: row.id, SenderDomain: row.name, DnsHost: dnsHostOf(nameservers), Nameservers: nameservers };
  }

  private async nameservers(name: string): Promise<string[]> {
    const hit = this.cache.get(name);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.nameservers;
    try {
      const nameservers = (await answerInTime(this.dns.ns(name), 'DNS', dnsWorkBudgetMs(this.config.busTimeoutMs))).map((h) =>
        h.toLowerCase().replace(/\.$/, ''),
      );
      if (this.cache.size > 10_000) this.cache.clear();
      this.cache.set(name, { at: Date.now(), nameservers });
      return nameservers;
    } catch {
      return [];
    }
  }
}
