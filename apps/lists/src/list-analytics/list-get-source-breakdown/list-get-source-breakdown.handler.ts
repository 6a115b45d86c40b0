import { Controller } from '@nestjs/common';

import { ListGetSourceBreakdown, type ListGetSourceBreakdownReply, type ListGetSourceBreakdownRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetSourceBreakdownService } from './list-get-source-breakdown.service';

@Controller()
export class ListGetSourceBreakdownHandler {
  constructor(private readonly service: ListGetSourceBreakdownService) {}

  @Handles(ListGetSourceBreakdown)
  handle(input: ListGetSourceBreakdownRequest, caller: Caller): Promise<ListGetSourceBreakdownReply> {
    return this.service.run(caller.userId, input);
  }
}
