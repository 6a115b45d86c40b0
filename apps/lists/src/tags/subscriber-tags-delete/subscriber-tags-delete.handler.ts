import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTagsDelete } from '@mail/contracts';

import { SubscriberTagsDeleteService } from './subscriber-tags-delete.service';

@Controller()
export class SubscriberTagsDeleteHandler {
  constructor(private readonly service: SubscriberTagsDeleteService) {}

  @HandlesCommand(SubscriberTagsDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
