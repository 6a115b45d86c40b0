import { Controller } from '@nestjs/common';

import { ListGetEspBreakdown, type ListGetEspBreakdownReply, type ListGetEspBreakdownRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetEspBreakdownService } from './list-get-esp-breakdown.service';

@Controller()
export class ListGetEspBreakdownHandler {
  constructor(private readonly service: ListGetEspBreakdownService) {}

  @Handles(ListGetEspBreakdown)
  handle(input: ListGetEspBreakdownRequest, caller: Caller): Promise<ListGetEspBreakdownReply> {
    return this.service.run(caller.userId, input);
  }
}
