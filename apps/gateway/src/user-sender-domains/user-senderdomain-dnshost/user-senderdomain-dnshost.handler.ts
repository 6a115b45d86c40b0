import { Controller } from '@nestjs/common';

import { UserSenderdomainDnshost, type UserSenderdomainDnshostReply, type UserSenderdomainDnshostRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserSenderdomainDnshostService } from './user-senderdomain-dnshost.service';

@Controller()
export class UserSenderdomainDnshostHandler {
  constructor(private readonly service: UserSenderdomainDnshostService) {}

  @Handles(UserSenderdomainDnshost)
  handle(input: UserSenderdomainDnshostRequest, caller: Caller): Promise<UserSenderdomainDnshostReply> {
    return this.service.run(caller.userId, input);
  }
}
