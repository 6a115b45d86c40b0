import { Controller } from '@nestjs/common';

import { DnsProvider, type DnsProviderReply, type DnsProviderRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { DnsProviderService } from './dns-provider.service';

@Controller()
export class DnsProviderHandler {
  constructor(private readonly service: DnsProviderService) {}

  @Handles(DnsProvider)
  handle(input: DnsProviderRequest, caller: Caller): Promise<DnsProviderReply> {
    return this.service.detect(caller.userId, input);
  }
}
