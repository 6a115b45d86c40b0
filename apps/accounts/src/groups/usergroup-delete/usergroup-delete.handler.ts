import { Controller } from '@nestjs/common';

import { UsergroupDelete, type UsergroupDeleteReply, type UsergroupDeleteRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupDeleteService } from './usergroup-delete.service';

@Controller()
export class UsergroupDeleteHandler {
  constructor(private readonly service: UsergroupDeleteService) {}

  @Handles(UsergroupDelete)
  handle(input: UsergroupDeleteRequest): Promise<UsergroupDeleteReply> {
    return this.service.delete(input);
  }
}
