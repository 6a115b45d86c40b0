import { Controller } from '@nestjs/common';

import { UsergroupPatch, type UsergroupPatchReply, type UsergroupPatchRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { UsergroupPatchService } from './usergroup-patch.service';

@Controller()
export class UsergroupPatchHandler {
  constructor(private readonly service: UsergroupPatchService) {}

  @Handles(UsergroupPatch)
  handle(input: UsergroupPatchRequest): Promise<UsergroupPatchReply> {
    return this.service.patch(input);
  }
}
