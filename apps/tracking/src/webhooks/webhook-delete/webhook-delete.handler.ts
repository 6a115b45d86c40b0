import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserWebhookDelete } from '@mail/contracts';

import { WebhookDeleteService } from './webhook-delete.service';

@Controller()
export class WebhookDeleteHandler {
  constructor(private readonly service: WebhookDeleteService) {}

  @HandlesCommand(UserWebhookDelete)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
