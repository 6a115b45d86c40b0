import { Controller } from '@nestjs/common';

import { UsergroupGet, type UsergroupGetReply, type UsergroupGetRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupGetService } from './usergroup-get.service';

@Controller()
export class UsergroupGetHandler {
  constructor(private readonly service: UsergroupGetService) {}

  @Handles(UsergroupGet)
  handle(input: UsergroupGetRequest): Promise<UsergroupGetReply> {
    return this.service.get(input);
  }
}
