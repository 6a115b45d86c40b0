import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTag, type SubscriberTagRequest } from '@mail/contracts';

import { TaggingService } from '../tagging.service';

@Controller()
export class SubscriberTagHandler {
  constructor(private readonly tagging: TaggingService) {}

  @HandlesCommand(SubscriberTag)
  handle(req: BusRequest<SubscriberTagRequest>): Promise<object> {
    return this.tagging.run(req, 'tag');
  }
}
