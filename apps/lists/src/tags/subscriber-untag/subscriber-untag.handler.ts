import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberUntag, type SubscriberUntagRequest } from '@mail/contracts';

import { TaggingService } from '../tagging.service';

@Controller()
export class SubscriberUntagHandler {
  constructor(private readonly tagging: TaggingService) {}

  @HandlesCommand(SubscriberUntag)
  handle(req: BusRequest<SubscriberUntagRequest>): Promise<object> {
    return this.tagging.run(req, 'untag');
  }
}
