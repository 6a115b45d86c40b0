import { Controller } from '@nestjs/common';

import { TagsDelete, type TagsDeleteReply, type TagsDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { TagsDeleteService } from './tags-delete.service';

@Controller()
export class TagsDeleteHandler {
  constructor(private readonly service: TagsDeleteService) {}

  @Handles(TagsDelete)
  handle(input: TagsDeleteRequest, caller: Caller): Promise<TagsDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
