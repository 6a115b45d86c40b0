import { Controller } from '@nestjs/common';

import { UserApiKeyCreate, type UserApiKeyCreateReply, type UserApiKeyCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UserApikeyService } from './user-apikey.service';

@Controller()
export class UserApikeyHandler {
  constructor(private readonly service: UserApikeyService) {}

  @Handles(UserApiKeyCreate)
  handle(input: UserApiKeyCreateRequest, caller: Caller): Promise<UserApiKeyCreateReply> {
    return this.service.create(caller, input);
  }
}
