import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTagsDelete, type SubscriberTagsDeleteRequest } from '@mail/contracts';

import { SubscriberTagsDeleteService } from './subscriber-tags-delete.service';

@Controller()
export class SubscriberTagsDeleteHandler {
  constructor(private readonly service: SubscriberTagsDeleteService) {}

  @HandlesCommand(SubscriberTagsDelete)
  handle(req: BusRequest<SubscriberTagsDeleteRequest>): Promise<object> {
    return this.service.run(req);
  }
}
