import { Controller } from '@nestjs/common';

import { JourneyActionsPublished, type JourneyActionsPublishedRequest, type JourneyActionsPublishedReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { JourneyActionsPublishedService } from './journey-actions-published.service';

@Controller()
export class JourneyActionsPublishedHandler {
  constructor(private readonly service: JourneyActionsPublishedService) {}

  @Handles(JourneyActionsPublished)
  handle(input: JourneyActionsPublishedRequest, caller: Caller): Promise<JourneyActionsPublishedReply> {
    return this.service.run(caller.userId, input);
  }
}
