import { Controller } from '@nestjs/common';

import { MediaUpload, type MediaUploadReply, type MediaUploadRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { MediaUploadService } from './media-upload.service';

@Controller()
export class MediaUploadHandler {
  constructor(private readonly service: MediaUploadService) {}

  @Handles(MediaUpload)
  handle(input: MediaUploadRequest, caller: Caller): Promise<MediaUploadReply> {
    return this.service.run(caller.userId, input);
  }
}
