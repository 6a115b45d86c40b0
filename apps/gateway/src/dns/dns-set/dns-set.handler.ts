import { Controller } from '@nestjs/common';

import { DnsSet, type DnsSetReply, type DnsSetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { DnsSetService } from './dns-set.service';

@Controller()
export class DnsSetHandler {
  constructor(private readonly service: DnsSetService) {}

  @Handles(DnsSet)
  handle(input: DnsSetRequest, caller: Caller): Promise<DnsSetReply> {
    return this.service.set(caller.userId, input);
  }
}
