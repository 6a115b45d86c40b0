import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, CommandError, DnsSet, type DnsSetRequest } from '@mail/contracts';

import { actingUserId } from '../../common/caller';
import { senderDomainName } from '../../domains/domain-name';
import { answerInTime } from '../providers/answer-in-time';
import { DnsProviders } from '../providers/dns-providers';
import { ProviderRefused } from '../providers/provider-errors';
import { RECORD_TYPES, type RecordType, RecordsToSet } from './records-to-set';

/** dns.set: writes the campaign or email-gateway records of the domain at the provider, with the given credentials. */
@Controller()
export class DnsSetHandler {
  constructor(
    private readonly providers: DnsProviders,
    private readonly records: RecordsToSet,
  ) {}

  @HandlesCommand(DnsSet)
  async handle(req: BusRequest<DnsSetRequest>): Promise<object> {
    const userId = actingUserId(req);
    const type = String(req.params.record_type).trim().toLowerCase() as RecordType;
    if (!RECORD_TYPES.includes(type)) throw new CommandError(4, 'Invalid Record_type: campaign or email-gateway');
    const { adapter, credentials } = this.providers.resolve(req.params);
    const domain = senderDomainName(req.params.domain);
    if (!domain) throw new CommandError(9, 'Failed to set DNS records: invalid domain name');
    const records = await this.records.of(userId, domain, type);
    try {
      await answerInTime(adapter.write(domain, records, credentials), adapter.name);
    } catch (error) {
      if (error instanceof ProviderRefused) throw new CommandError(9, `Failed to set DNS records: ${error.message}`);
      throw new CommandError(10, `System exception: ${(error as Error).message}`);
    }
    return { success: true, Records: records.map((r) => ({ Type: r.type, Name: r.name, Value: r.value })) };
  }
}
