import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, UserWebhookGet } from '@mail/contracts';

import { WebhookGetService } from './webhook-get.service';

@Controller()
export class WebhookGetHandler {
  constructor(private readonly service: WebhookGetService) {}

  @HandlesCommand(UserWebhookGet)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
