import { Controller } from '@nestjs/common';

import { GatewayWebhooks, type GatewayWebhooksReply, type GatewayWebhooksRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { WebhooksService } from './webhooks.service';

@Controller()
export class WebhooksHandler {
  constructor(private readonly service: WebhooksService) {}

  @Handles(GatewayWebhooks)
  handle(input: GatewayWebhooksRequest, caller: Caller): Promise<GatewayWebhooksReply> {
    return this.service.add(caller.request.credential, input);
  }
}
