import { Controller } from '@nestjs/common';

import { UserWebhookUpdate, type UserWebhookUpdateReply, type UserWebhookUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserWebhookUpdateService } from './user-webhook-update.service';

@Controller()
export class UserWebhookUpdateHandler {
  constructor(private readonly service: UserWebhookUpdateService) {}

  @Handles(UserWebhookUpdate)
  handle(input: UserWebhookUpdateRequest, caller: Caller): Promise<UserWebhookUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
