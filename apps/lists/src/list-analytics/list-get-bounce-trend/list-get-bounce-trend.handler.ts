import { Controller } from '@nestjs/common';

import { ListGetBounceTrend, type ListGetBounceTrendReply, type ListGetBounceTrendRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetBounceTrendService } from './list-get-bounce-trend.service';

@Controller()
export class ListGetBounceTrendHandler {
  constructor(private readonly service: ListGetBounceTrendService) {}

  @Handles(ListGetBounceTrend)
  handle(input: ListGetBounceTrendRequest, caller: Caller): Promise<ListGetBounceTrendReply> {
    return this.service.run(caller.userId, input);
  }
}
