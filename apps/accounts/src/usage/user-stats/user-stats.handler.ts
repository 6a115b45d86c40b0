import { Controller } from '@nestjs/common';

import { UserStats, type UserStatsReply, type UserStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserStatsService } from './user-stats.service';

@Controller()
export class UserStatsHandler {
  constructor(private readonly service: UserStatsService) {}

  @Handles(UserStats)
  handle(input: UserStatsRequest, caller: Caller): Promise<UserStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
