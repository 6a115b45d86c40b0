import { Controller } from '@nestjs/common';

import { SubscriberGetlists, type SubscriberGetlistsReply, type SubscriberGetlistsRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SubscriberGetlistsService } from './subscriber-getlists.service';

@Controller()
export class SubscriberGetlistsHandler {
  constructor(private readonly service: SubscriberGetlistsService) {}

  @Handles(SubscriberGetlists)
  handle(input: SubscriberGetlistsRequest): Promise<SubscriberGetlistsReply> {
    return this.service.run(input);
  }
}
