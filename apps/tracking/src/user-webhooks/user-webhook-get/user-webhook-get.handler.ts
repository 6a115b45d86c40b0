import { Controller } from '@nestjs/common';

import { UserWebhookGet, type UserWebhookGetReply, type UserWebhookGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserWebhookGetService } from './user-webhook-get.service';

@Controller()
export class UserWebhookGetHandler {
  constructor(private readonly service: UserWebhookGetService) {}

  @Handles(UserWebhookGet)
  handle(input: UserWebhookGetRequest, caller: Caller): Promise<UserWebhookGetReply> {
    return this.service.run(caller.userId, input);
  }
}
