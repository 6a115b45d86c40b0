import { Controller } from '@nestjs/common';

import { DnsAuthorize, type DnsAuthorizeReply, type DnsAuthorizeRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { DnsAuthorizeService } from './dns-authorize.service';

@Controller()
export class DnsAuthorizeHandler {
  constructor(private readonly service: DnsAuthorizeService) {}

  @Handles(DnsAuthorize)
  handle(input: DnsAuthorizeRequest, caller: Caller): Promise<DnsAuthorizeReply> {
    return this.service.authorize(caller.userId, input);
  }
}
