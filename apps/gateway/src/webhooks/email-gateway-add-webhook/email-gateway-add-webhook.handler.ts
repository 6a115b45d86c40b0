import { Controller } from '@nestjs/common';

import { GatewayAddWebhook, type GatewayAddWebhookReply, type GatewayAddWebhookRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayAddWebhookService } from './email-gateway-add-webhook.service';

@Controller()
export class EmailGatewayAddWebhookHandler {
  constructor(private readonly service: EmailGatewayAddWebhookService) {}

  @Handles(GatewayAddWebhook)
  handle(input: GatewayAddWebhookRequest, caller: Caller): Promise<GatewayAddWebhookReply> {
    return this.service.add(caller.userId, input);
  }
}
