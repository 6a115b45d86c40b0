import { Controller } from '@nestjs/common';

import { TagCreate, type TagCreateReply, type TagCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { TagCreateService } from './tag-create.service';

@Controller()
export class TagCreateHandler {
  constructor(private readonly service: TagCreateService) {}

  @Handles(TagCreate)
  handle(input: TagCreateRequest, caller: Caller): Promise<TagCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
