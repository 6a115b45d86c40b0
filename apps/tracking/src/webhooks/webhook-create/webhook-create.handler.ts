import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserWebhookCreate } from '@mail/contracts';

import { WebhookCreateService } from './webhook-create.service';

@Controller()
export class WebhookCreateHandler {
  constructor(private readonly service: WebhookCreateService) {}

  @HandlesCommand(UserWebhookCreate)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
