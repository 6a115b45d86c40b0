import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SubscribersGet, type SubscribersGetRequest } from '@mail/contracts';

import { SubscribersGetService } from './subscribers-get.service';

@Controller()
export class SubscribersGetHandler {
  constructor(private readonly service: SubscribersGetService) {}

  @HandlesCommand(SubscribersGet)
  handle(req: BusRequest<SubscribersGetRequest>): Promise<object> {
    return this.service.run(req);
  }
}
