import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SubscriberIdentifyReply, type SubscriberIdentifyRequest } from '@mail/contracts';

import { SubscriberIdentifyService } from './subscriber-identify.service';

@Controller()
export class SubscriberIdentifyHandler {
  constructor(private readonly service: SubscriberIdentifyService) {}

  @HandlesQuery(Queries.SubscriberIdentify)
  handle(req: SubscriberIdentifyRequest): Promise<SubscriberIdentifyReply> {
    return this.service.run(req);
  }
}
