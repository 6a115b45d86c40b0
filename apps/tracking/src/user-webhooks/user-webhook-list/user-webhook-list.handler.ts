import { Controller } from '@nestjs/common';

import { UserWebhookList, type UserWebhookListReply, type UserWebhookListRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserWebhookListService } from './user-webhook-list.service';

@Controller()
export class UserWebhookListHandler {
  constructor(private readonly service: UserWebhookListService) {}

  @Handles(UserWebhookList)
  handle(input: UserWebhookListRequest, caller: Caller): Promise<UserWebhookListReply> {
    return this.service.run(caller.userId, input);
  }
}
