import { Controller } from '@nestjs/common';

import { JourneyDeletePost, type JourneyDeletePostRequest, type JourneyDeletePostReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyDeleteService } from '../journey-delete/journey-delete.service';

@Controller()
export class JourneyDeletePostHandler {
  constructor(private readonly service: JourneyDeleteService) {}

  @Handles(JourneyDeletePost)
  handle(input: JourneyDeletePostRequest, caller: Caller): Promise<JourneyDeletePostReply> {
    return this.service.run(caller.userId, input.journeyid);
  }
}
