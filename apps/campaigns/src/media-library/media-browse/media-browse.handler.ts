import { Controller } from '@nestjs/common';

import { MediaBrowse, type MediaBrowseReply, type MediaBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { MediaBrowseService } from './media-browse.service';

@Controller()
export class MediaBrowseHandler {
  constructor(private readonly service: MediaBrowseService) {}

  @Handles(MediaBrowse)
  handle(input: MediaBrowseRequest, caller: Caller): Promise<MediaBrowseReply> {
    return this.service.run(caller.userId, input, caller.request.baseUrl);
  }
}
