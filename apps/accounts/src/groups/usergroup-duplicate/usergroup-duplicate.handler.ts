import { Controller } from '@nestjs/common';

import { UsergroupDuplicate, type UsergroupDuplicateReply, type UsergroupDuplicateRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupDuplicateService } from './usergroup-duplicate.service';

@Controller()
export class UsergroupDuplicateHandler {
  constructor(private readonly service: UsergroupDuplicateService) {}

  @Handles(UsergroupDuplicate)
  handle(input: UsergroupDuplicateRequest): Promise<UsergroupDuplicateReply> {
    return this.service.duplicate(input);
  }
}
