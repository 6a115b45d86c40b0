import { Injectable } from '@nestjs/common';

import { CommandError, SENDER_DOMAINS_FORMATS, type SenderDomainsReply, type SenderDomainsRequest } from '@mail/contracts';

import { returnPathName } from '../domain-records';
import { SenderDomainRepository } from '../sender-domain.repository';

type Format = (typeof SENDER_DOMAINS_FORMATS)[number];

/** sender.domains: every sender domain name (1 for an unknown format); PowerMTA forms as their config lines. */
@Injectable()
export class SenderDomainsService {
  constructor(private readonly domains: SenderDomainRepository) {}

  async run(input: SenderDomainsRequest): Promise<SenderDomainsReply> {
    const asked =
      String(input.domainsresponseformat ?? '')
        .trim()
        .toLowerCase() || 'json';
    if (!(SENDER_DOMAINS_FORMATS as readonly string[]).includes(asked)) throw new CommandError(1, 'Invalid DomainsResponseFormat');
    const names = await this.domains.allNames();
    const format = asked as Format;
    if (format === 'powermta-bounce-domains') return { Domains: names.map((name) => returnPathName(name)) };
    if (format === 'powermta-relay-domains') return { Domains: names.map((n) => `relay-domain ${n}`) };
    return { Domains: names };
  }
}
