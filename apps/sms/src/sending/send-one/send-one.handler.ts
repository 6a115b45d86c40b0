import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SmsSendOneReply, type SmsSendOneRequest } from '@mail/contracts';

import { SendOneService } from './send-one.service';

@Controller()
export class SendOneHandler {
  constructor(private readonly service: SendOneService) {}

  @HandlesQuery(Queries.SmsSendOne)
  handle(req: SmsSendOneRequest): Promise<SmsSendOneReply> {
    return this.service.send(req);
  }
}
