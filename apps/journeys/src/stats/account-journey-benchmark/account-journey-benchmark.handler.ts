import { Controller } from '@nestjs/common';

import { AccountJourneyBenchmark, type AccountJourneyBenchmarkReply, type AccountJourneyBenchmarkRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { AccountJourneyBenchmarkService } from './account-journey-benchmark.service';

@Controller()
export class AccountJourneyBenchmarkHandler {
  constructor(private readonly service: AccountJourneyBenchmarkService) {}

  @Handles(AccountJourneyBenchmark)
  handle(input: AccountJourneyBenchmarkRequest, caller: Caller): Promise<AccountJourneyBenchmarkReply> {
    return this.service.run(caller.userId, input);
  }
}
