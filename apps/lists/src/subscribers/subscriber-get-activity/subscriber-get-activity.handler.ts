import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscriberGetActivity, type SubscriberGetActivityRequest } from '@mail/contracts';

import { SubscriberGetActivityService } from './subscriber-get-activity.service';

@Controller()
export class SubscriberGetActivityHandler {
  constructor(private readonly service: SubscriberGetActivityService) {}

  @HandlesCommand(SubscriberGetActivity)
  handle(req: BusRequest<SubscriberGetActivityRequest>): Promise<object> {
    return this.service.run(req);
  }
}
