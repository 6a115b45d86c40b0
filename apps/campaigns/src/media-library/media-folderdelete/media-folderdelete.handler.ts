import { Controller } from '@nestjs/common';

import { MediaFolderdelete, type MediaFolderdeleteReply, type MediaFolderdeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { MediaFolderdeleteService } from './media-folderdelete.service';

@Controller()
export class MediaFolderdeleteHandler {
  constructor(private readonly service: MediaFolderdeleteService) {}

  @Handles(MediaFolderdelete)
  handle(input: MediaFolderdeleteRequest, caller: Caller): Promise<MediaFolderdeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
