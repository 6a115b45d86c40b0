import { Controller } from '@nestjs/common';

import { ListGetSubscriberStatusBreakdown, type ListGetSubscriberStatusBreakdownReply, type ListGetSubscriberStatusBreakdownRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetSubscriberStatusBreakdownService } from './list-get-subscriber-status-breakdown.service';

@Controller()
export class ListGetSubscriberStatusBreakdownHandler {
  constructor(private readonly service: ListGetSubscriberStatusBreakdownService) {}

  @Handles(ListGetSubscriberStatusBreakdown)
  handle(input: ListGetSubscriberStatusBreakdownRequest, caller: Caller): Promise<ListGetSubscriberStatusBreakdownReply> {
    return this.service.run(caller.userId, input);
  }
}
