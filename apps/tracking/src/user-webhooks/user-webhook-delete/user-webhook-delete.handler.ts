import { Controller } from '@nestjs/common';

import { UserWebhookDelete, type UserWebhookDeleteReply, type UserWebhookDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserWebhookDeleteService } from './user-webhook-delete.service';

@Controller()
export class UserWebhookDeleteHandler {
  constructor(private readonly service: UserWebhookDeleteService) {}

  @Handles(UserWebhookDelete)
  handle(input: UserWebhookDeleteRequest, caller: Caller): Promise<UserWebhookDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
