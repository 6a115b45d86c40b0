import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type DnsSetReply, type DnsSetRequest } from '@mail/contracts';

import { senderDomainName } from '../../domains/domain-name';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { answerInTime, dnsWorkBudgetMs } from '../providers/answer-in-time';
import { DnsProviders } from '../providers/dns-providers';
import { ProviderRefused } from '../providers/provider-errors';
import { RECORD_TYPES, type RecordType, RecordsToSet } from './records-to-set';

/** dns.set: writes the campaign or email-gateway records of the domain at the provider, with the given credentials. */
@Injectable()
export class DnsSetService {
  constructor(
    private readonly providers: DnsProviders,
    private readonly records: RecordsToSet,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async set(userId: number, input: DnsSetRequest): Promise<DnsSetReply> {
    const type = String(input.record_type).trim().toLowerCase() as RecordType;
    if (!RECORD_TYPES.includes(type)) throw new CommandError(4, 'Invalid Record_type: campaign or email-gateway');
    const { adapter, credentials } = this.providers.resolve(input);
    const domain = senderDomainName(input.domain);
    if (!domain) throw new CommandError(9, 'Failed to set DNS records: invalid domain name');
    const records = await this.records.of(userId, domain, type);
    try {
      await answerInTime(adapter.write(domain, records, credentials), adapter.name, dnsWorkBudgetMs(this.config.busTimeoutMs));
    } catch (error) {
      if (error instanceof ProviderRefused) throw new CommandError(9, `Failed to set DNS records: ${error.message}`);
      throw new CommandError(10, `System exception: ${(error as Error).message}`);
    }
    return { success: true, Records: records.map((r) => ({ Type: r.type, Name: r.name, Value: r.value })) };
  }
}
