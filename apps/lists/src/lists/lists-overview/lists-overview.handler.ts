import { Controller } from '@nestjs/common';

import { ListsOverview, type ListsOverviewReply, type ListsOverviewRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListsOverviewService } from './lists-overview.service';

@Controller()
export class ListsOverviewHandler {
  constructor(private readonly service: ListsOverviewService) {}

  @Handles(ListsOverview)
  handle(input: ListsOverviewRequest, caller: Caller): Promise<ListsOverviewReply> {
    return this.service.run(caller.userId, input);
  }
}
