import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberTagsGet, type SubscriberTagsGetRequest } from '@mail/contracts';

import { SubscriberTagsGetService } from './subscriber-tags-get.service';

@Controller()
export class SubscriberTagsGetHandler {
  constructor(private readonly service: SubscriberTagsGetService) {}

  @HandlesCommand(SubscriberTagsGet)
  handle(req: BusRequest<SubscriberTagsGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
