import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTagsGet } from '@mail/contracts';

import { SubscriberTagsGetService } from './subscriber-tags-get.service';

@Controller()
export class SubscriberTagsGetHandler {
  constructor(private readonly service: SubscriberTagsGetService) {}

  @HandlesCommand(SubscriberTagsGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
