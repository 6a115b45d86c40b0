import { Controller } from '@nestjs/common';

import { UserUsageGet, type UserUsageGetReply, type UserUsageGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UserUsageGetService } from './user-usage-get.service';

@Controller()
export class UserUsageGetHandler {
  constructor(private readonly service: UserUsageGetService) {}

  @Handles(UserUsageGet)
  handle(input: UserUsageGetRequest): Promise<UserUsageGetReply> {
    return this.service.run(input);
  }
}
