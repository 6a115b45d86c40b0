import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTag } from '@mail/contracts';

import { SubscriberTagService } from './subscriber-tag.service';

@Controller()
export class SubscriberTagHandler {
  constructor(private readonly service: SubscriberTagService) {}

  @HandlesCommand(SubscriberTag)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
