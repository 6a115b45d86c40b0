import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, DnsAuthorize, type DnsAuthorizeRequest } from '@mail/contracts';

import { actingUserId } from '../../common/caller';
import { senderDomainName } from '../../domains/domain-name';
import { answerInTime } from '../providers/answer-in-time';
import { ProviderRefused } from '../providers/provider-errors';
import { DnsProviders } from '../providers/dns-providers';

/** dns.authorize: a read call at the provider with the given credentials; nothing is stored (dns.set takes them again). */
@Controller()
export class DnsAuthorizeHandler {
  constructor(private readonly providers: DnsProviders) {}

  @HandlesCommand(DnsAuthorize)
  async handle(req: BusRequest<DnsAuthorizeRequest>): Promise<object> {
    actingUserId(req);
    const { adapter, credentials } = this.providers.resolve(req.params);
    const domain = senderDomainName(req.params.domain);
    if (!domain) throw new CommandError(4, 'Authorization failed: invalid domain name');
    try {
      await answerInTime(adapter.authorize(domain, credentials), adapter.name);
    } catch (error) {
      if (error instanceof ProviderRefused) throw new CommandError(4, `Authorization failed: ${error.message}`);
      throw new CommandError(9, `Error during authorization: ${(error as Error).message}`);
    }
    return { success: true };
  }
}
