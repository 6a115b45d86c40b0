import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type DnsAuthorizeReply, type DnsAuthorizeRequest } from '@mail/contracts';

import { senderDomainName } from '../../domains/domain-name';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { answerInTime, dnsWorkBudgetMs } from '../providers/answer-in-time';
import { ProviderRefused } from '../providers/provider-errors';
import { DnsProviders } from '../providers/dns-providers';

/** dns.authorize: a read call at the provider with the given credentials; nothing is stored (dns.set takes them again). */
@Injectable()
export class DnsAuthorizeService {
  constructor(
    private readonly providers: DnsProviders,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** `_userId`: a user asks (the handler resolved it: 99998 otherwise); nothing is stored for them */
  async authorize(_userId: number, input: DnsAuthorizeRequest): Promise<DnsAuthorizeReply> {
    const { adapter, credentials } = this.providers.resolve(input);
    const domain = senderDomainName(input.domain);
    if (!domain) throw new CommandError(4, 'Authorization failed: invalid domain name');
    try {
      await answerInTime(adapter.authorize(domain, credentials), adapter.name, dnsWorkBudgetMs(this.config.busTimeoutMs));
    } catch (error) {
      if (error instanceof ProviderRefused) throw new CommandError(4, `Authorization failed: ${error.message}`);
      throw new CommandError(9, `Error during authorization: ${(error as Error).message}`);
    }
    return { success: true };
  }
}
