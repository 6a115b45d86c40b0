import { Controller } from '@nestjs/common';

import { UserWebhookStats, type UserWebhookStatsReply, type UserWebhookStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserWebhookStatsService } from './user-webhook-stats.service';

@Controller()
export class UserWebhookStatsHandler {
  constructor(private readonly service: UserWebhookStatsService) {}

  @Handles(UserWebhookStats)
  handle(input: UserWebhookStatsRequest, caller: Caller): Promise<UserWebhookStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
