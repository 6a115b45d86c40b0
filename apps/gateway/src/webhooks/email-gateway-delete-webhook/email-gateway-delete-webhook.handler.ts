import { Controller } from '@nestjs/common';

import { GatewayDeleteWebhook, type GatewayDeleteWebhookReply, type GatewayDeleteWebhookRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayDeleteWebhookService } from './email-gateway-delete-webhook.service';

@Controller()
export class EmailGatewayDeleteWebhookHandler {
  constructor(private readonly service: EmailGatewayDeleteWebhookService) {}

  @Handles(GatewayDeleteWebhook)
  handle(input: GatewayDeleteWebhookRequest, caller: Caller): Promise<GatewayDeleteWebhookReply> {
    return this.service.delete(caller.userId, input);
  }
}
