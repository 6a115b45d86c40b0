import { Controller } from '@nestjs/common';

import { ListsStats, type ListsStatsReply, type ListsStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListsStatsService } from './lists-stats.service';

@Controller()
export class ListsStatsHandler {
  constructor(private readonly service: ListsStatsService) {}

  @Handles(ListsStats)
  handle(input: ListsStatsRequest, caller: Caller): Promise<ListsStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
