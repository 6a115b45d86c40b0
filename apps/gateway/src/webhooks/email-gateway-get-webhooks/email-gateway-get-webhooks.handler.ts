import { Controller } from '@nestjs/common';

import { EmailGatewayGetWebhooks, type EmailGatewayGetWebhooksReply, type EmailGatewayGetWebhooksRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayGetWebhooksService } from './email-gateway-get-webhooks.service';

@Controller()
export class EmailGatewayGetWebhooksHandler {
  constructor(private readonly service: EmailGatewayGetWebhooksService) {}

  @Handles(EmailGatewayGetWebhooks)
  handle(input: EmailGatewayGetWebhooksRequest, caller: Caller): Promise<EmailGatewayGetWebhooksReply> {
    return this.service.run(caller.userId, input);
  }
}
