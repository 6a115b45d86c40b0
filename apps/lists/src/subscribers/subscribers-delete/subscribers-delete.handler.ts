import { Controller } from '@nestjs/common';

import { type Caller, Handles } from '@mail/kit';
import { SubscribersDelete, type SubscribersDeleteReply, type SubscribersDeleteRequest } from '@mail/contracts';

import { SubscribersDeleteService } from './subscribers-delete.service';

@Controller()
export class SubscribersDeleteHandler {
  constructor(private readonly service: SubscribersDeleteService) {}

  @Handles(SubscribersDelete)
  handle(input: SubscribersDeleteRequest, caller: Caller): Promise<SubscribersDeleteReply> {
    return this.service.run(input, caller);
  }
}
