import { Controller } from '@nestjs/common';

import { ListGetActivitySeries, type ListGetActivitySeriesReply, type ListGetActivitySeriesRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { ListGetActivitySeriesService } from './list-get-activity-series.service';

@Controller()
export class ListGetActivitySeriesHandler {
  constructor(private readonly service: ListGetActivitySeriesService) {}

  @Handles(ListGetActivitySeries)
  handle(input: ListGetActivitySeriesRequest, caller: Caller): Promise<ListGetActivitySeriesReply> {
    return this.service.run(caller.userId, input);
  }
}
