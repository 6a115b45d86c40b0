import { Controller } from '@nestjs/common';

import { SubscribersExportPost, type SubscribersExportPostReply, type SubscribersExportPostRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscribersExportPostService } from './subscribers-export-post.service';

@Controller()
export class SubscribersExportPostHandler {
  constructor(private readonly service: SubscribersExportPostService) {}

  @Handles(SubscribersExportPost)
  handle(input: SubscribersExportPostRequest, caller: Caller): Promise<SubscribersExportPostReply> {
    return this.service.run(caller.userId, input);
  }
}
