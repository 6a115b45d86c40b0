import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserWebhookUpdate } from '@mail/contracts';

import { WebhookUpdateService } from './webhook-update.service';

@Controller()
export class WebhookUpdateHandler {
  constructor(private readonly service: WebhookUpdateService) {}

  @HandlesCommand(UserWebhookUpdate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
