import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserWebhookList } from '@mail/contracts';

import { WebhookListService } from './webhook-list.service';

@Controller()
export class WebhookListHandler {
  constructor(private readonly service: WebhookListService) {}

  @HandlesCommand(UserWebhookList)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
