import { Controller } from '@nestjs/common';

import { AutoresponderStatsWindowGet, type AutoresponderStatsWindowGetReply, type AutoresponderStatsWindowGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AutoresponderStatsWindowGetService } from './autoresponder-stats-window-get.service';

@Controller()
export class AutoresponderStatsWindowGetHandler {
  constructor(private readonly service: AutoresponderStatsWindowGetService) {}

  @Handles(AutoresponderStatsWindowGet)
  handle(input: AutoresponderStatsWindowGetRequest, caller: Caller): Promise<AutoresponderStatsWindowGetReply> {
    return this.service.run(caller.userId, input);
  }
}
