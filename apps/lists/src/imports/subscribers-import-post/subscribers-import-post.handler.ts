import { Controller } from '@nestjs/common';

import { SubscribersImportPost, type SubscribersImportPostReply, type SubscribersImportPostRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscribersImportPostService } from './subscribers-import-post.service';

@Controller()
export class SubscribersImportPostHandler {
  constructor(private readonly service: SubscribersImportPostService) {}

  @Handles(SubscribersImportPost)
  handle(input: SubscribersImportPostRequest, caller: Caller): Promise<SubscribersImportPostReply> {
    return this.service.run(caller.userId, input);
  }
}
