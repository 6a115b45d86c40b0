import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscribersGet, type SubscribersGetReply, type SubscribersGetRequest } from '@mail/contracts';

import { SubscribersGetService } from './subscribers-get.service';

@Controller()
export class SubscribersGetHandler {
  constructor(private readonly service: SubscribersGetService) {}

  @Handles(SubscribersGet)
  handle(input: SubscribersGetRequest, caller: Caller): Promise<SubscribersGetReply> {
    return this.service.run(input, caller);
  }
}
