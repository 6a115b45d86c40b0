import { Controller } from '@nestjs/common';

import { SubscribersDeleteAll, type SubscribersDeleteAllReply, type SubscribersDeleteAllRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SubscribersDeleteAllService } from './subscribers-delete-all.service';

@Controller()
export class SubscribersDeleteAllHandler {
  constructor(private readonly service: SubscribersDeleteAllService) {}

  @Handles(SubscribersDeleteAll)
  handle(input: SubscribersDeleteAllRequest, caller: Caller): Promise<SubscribersDeleteAllReply> {
    return this.service.run(caller.userId, input);
  }
}
