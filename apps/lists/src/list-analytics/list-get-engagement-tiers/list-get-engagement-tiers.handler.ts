import { Controller } from '@nestjs/common';

import { ListGetEngagementTiers, type ListGetEngagementTiersReply, type ListGetEngagementTiersRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetEngagementTiersService } from './list-get-engagement-tiers.service';

@Controller()
export class ListGetEngagementTiersHandler {
  constructor(private readonly service: ListGetEngagementTiersService) {}

  @Handles(ListGetEngagementTiers)
  handle(input: ListGetEngagementTiersRequest, caller: Caller): Promise<ListGetEngagementTiersReply> {
    return this.service.run(caller.userId, input);
  }
}
