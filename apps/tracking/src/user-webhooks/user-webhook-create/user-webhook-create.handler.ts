import { Controller } from '@nestjs/common';

import { UserWebhookCreate, type UserWebhookCreateReply, type UserWebhookCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserWebhookCreateService } from './user-webhook-create.service';

@Controller()
export class UserWebhookCreateHandler {
  constructor(private readonly service: UserWebhookCreateService) {}

  @Handles(UserWebhookCreate)
  handle(input: UserWebhookCreateRequest, caller: Caller): Promise<UserWebhookCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
