import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTagsUpdate, type SubscriberTagsUpdateRequest } from '@mail/contracts';

import { SubscriberTagsUpdateService } from './subscriber-tags-update.service';

@Controller()
export class SubscriberTagsUpdateHandler {
  constructor(private readonly service: SubscriberTagsUpdateService) {}

  @HandlesCommand(SubscriberTagsUpdate)
  handle(req: BusRequest<SubscriberTagsUpdateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
