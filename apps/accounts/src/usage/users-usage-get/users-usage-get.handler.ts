import { Controller } from '@nestjs/common';

import { UsersUsageGet, type UsersUsageGetReply, type UsersUsageGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsersUsageGetService } from './users-usage-get.service';

@Controller()
export class UsersUsageGetHandler {
  constructor(private readonly service: UsersUsageGetService) {}

  @Handles(UsersUsageGet)
  handle(input: UsersUsageGetRequest): Promise<UsersUsageGetReply> {
    return this.service.run(input);
  }
}
