import { Controller } from '@nestjs/common';

import { UsergroupUpdate, type UsergroupUpdateReply, type UsergroupUpdateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupUpdateService } from './usergroup-update.service';

@Controller()
export class UsergroupUpdateHandler {
  constructor(private readonly service: UsergroupUpdateService) {}

  @Handles(UsergroupUpdate)
  handle(input: UsergroupUpdateRequest): Promise<UsergroupUpdateReply> {
    return this.service.update(input);
  }
}
