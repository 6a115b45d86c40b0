import { Controller } from '@nestjs/common';

import { SmssuppressionStats, type SmssuppressionStatsReply, type SmssuppressionStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmssuppressionStatsService } from './smssuppression-stats.service';

@Controller()
export class SmssuppressionStatsHandler {
  constructor(private readonly service: SmssuppressionStatsService) {}

  @Handles(SmssuppressionStats)
  handle(input: SmssuppressionStatsRequest, caller: Caller): Promise<SmssuppressionStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
