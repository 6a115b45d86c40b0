import { Controller } from '@nestjs/common';

import { AttachmentDelete, type AttachmentDeleteReply, type AttachmentDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AttachmentDeleteService } from './attachment-delete.service';

@Controller()
export class AttachmentDeleteHandler {
  constructor(private readonly service: AttachmentDeleteService) {}

  @Handles(AttachmentDelete)
  handle(input: AttachmentDeleteRequest, caller: Caller): Promise<AttachmentDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
