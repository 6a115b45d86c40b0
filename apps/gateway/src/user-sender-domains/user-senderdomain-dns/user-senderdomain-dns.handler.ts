import { Controller } from '@nestjs/common';

import { UserSenderdomainDns, type UserSenderdomainDnsReply, type UserSenderdomainDnsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainDnsService } from './user-senderdomain-dns.service';

@Controller()
export class UserSenderdomainDnsHandler {
  constructor(private readonly service: UserSenderdomainDnsService) {}

  @Handles(UserSenderdomainDns)
  handle(input: UserSenderdomainDnsRequest, caller: Caller): Promise<UserSenderdomainDnsReply> {
    return this.service.run(caller.userId, input);
  }
}
