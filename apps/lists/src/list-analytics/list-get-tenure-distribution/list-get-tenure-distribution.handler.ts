import { Controller } from '@nestjs/common';

import { ListGetTenureDistribution, type ListGetTenureDistributionReply, type ListGetTenureDistributionRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetTenureDistributionService } from './list-get-tenure-distribution.service';

@Controller()
export class ListGetTenureDistributionHandler {
  constructor(private readonly service: ListGetTenureDistributionService) {}

  @Handles(ListGetTenureDistribution)
  handle(input: ListGetTenureDistributionRequest, caller: Caller): Promise<ListGetTenureDistributionReply> {
    return this.service.run(caller.userId, input);
  }
}
