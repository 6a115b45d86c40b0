import { Controller } from '@nestjs/common';

import { UsergroupCreate, type UsergroupCreateReply, type UsergroupCreateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupCreateService } from './usergroup-create.service';

@Controller()
export class UsergroupCreateHandler {
  constructor(private readonly service: UsergroupCreateService) {}

  @Handles(UsergroupCreate)
  handle(input: UsergroupCreateRequest): Promise<UsergroupCreateReply> {
    return this.service.create(input);
  }
}
