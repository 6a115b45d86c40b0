import { Controller } from '@nestjs/common';

import { SuppressionStats, type SuppressionStatsReply, type SuppressionStatsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SuppressionStatsService } from './suppression-stats.service';

@Controller()
export class SuppressionStatsHandler {
  constructor(private readonly service: SuppressionStatsService) {}

  @Handles(SuppressionStats)
  handle(input: SuppressionStatsRequest, caller: Caller): Promise<SuppressionStatsReply> {
    return this.service.run(caller.userId, input);
  }
}
