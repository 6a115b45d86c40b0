import { Controller } from '@nestjs/common';

import { MediaDelete, type MediaDeleteReply, type MediaDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { MediaDeleteService } from './media-delete.service';

@Controller()
export class MediaDeleteHandler {
  constructor(private readonly service: MediaDeleteService) {}

  @Handles(MediaDelete)
  handle(input: MediaDeleteRequest, caller: Caller): Promise<MediaDeleteReply> {
    return this.service.run(caller.isAdmin ? undefined : caller.userId, input);
  }
}
