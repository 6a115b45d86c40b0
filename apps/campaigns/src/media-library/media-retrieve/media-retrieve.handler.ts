import { Controller } from '@nestjs/common';

import { MediaRetrieve, type MediaRetrieveReply, type MediaRetrieveRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { MediaRetrieveService } from './media-retrieve.service';

@Controller()
export class MediaRetrieveHandler {
  constructor(private readonly service: MediaRetrieveService) {}

  @Handles(MediaRetrieve)
  handle(input: MediaRetrieveRequest, caller: Caller): Promise<MediaRetrieveReply> {
    return this.service.run(caller.userId, input, caller.request.baseUrl);
  }
}
