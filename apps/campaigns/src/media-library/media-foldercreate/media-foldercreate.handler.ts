import { Controller } from '@nestjs/common';

import { MediaFoldercreate, type MediaFoldercreateReply, type MediaFoldercreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { MediaFoldercreateService } from './media-foldercreate.service';

@Controller()
export class MediaFoldercreateHandler {
  constructor(private readonly service: MediaFoldercreateService) {}

  @Handles(MediaFoldercreate)
  handle(input: MediaFoldercreateRequest, caller: Caller): Promise<MediaFoldercreateReply> {
    return this.service.run(caller.userId, input);
  }
}
