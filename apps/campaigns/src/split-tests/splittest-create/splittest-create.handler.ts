import { Controller } from '@nestjs/common';

import { SplittestCreate, type SplittestCreateReply, type SplittestCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SplittestCreateService } from './splittest-create.service';

@Controller()
export class SplittestCreateHandler {
  constructor(private readonly service: SplittestCreateService) {}

  @Handles(SplittestCreate)
  handle(input: SplittestCreateRequest, caller: Caller): Promise<SplittestCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
