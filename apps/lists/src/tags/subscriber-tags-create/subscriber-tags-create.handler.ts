import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTagsCreate, type SubscriberTagsCreateRequest } from '@mail/contracts';

import { SubscriberTagsCreateService } from './subscriber-tags-create.service';

@Controller()
export class SubscriberTagsCreateHandler {
  constructor(private readonly service: SubscriberTagsCreateService) {}

  @HandlesCommand(SubscriberTagsCreate)
  handle(req: BusRequest<SubscriberTagsCreateRequest>): Promise<object> {
    return this.service.run(req);
  }
}
