import { Controller } from '@nestjs/common';

import { TagsGet, type TagsGetReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { TagsGetService } from './tags-get.service';

@Controller()
export class TagsGetHandler {
  constructor(private readonly service: TagsGetService) {}

  @Handles(TagsGet)
  handle(_input: unknown, caller: Caller): Promise<TagsGetReply> {
    return this.service.run(caller.userId);
  }
}
