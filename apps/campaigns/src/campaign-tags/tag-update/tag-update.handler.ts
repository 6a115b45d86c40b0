import { Controller } from '@nestjs/common';

import { TagUpdate, type TagUpdateReply, type TagUpdateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { TagUpdateService } from './tag-update.service';

@Controller()
export class TagUpdateHandler {
  constructor(private readonly service: TagUpdateService) {}

  @Handles(TagUpdate)
  handle(input: TagUpdateRequest, caller: Caller): Promise<TagUpdateReply> {
    return this.service.run(caller.userId, input);
  }
}
