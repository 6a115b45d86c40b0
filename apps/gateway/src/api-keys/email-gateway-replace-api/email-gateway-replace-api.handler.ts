import { Controller } from '@nestjs/common';

import { EmailGatewayReplaceApi, type EmailGatewayReplaceApiReply, type EmailGatewayReplaceApiRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayReplaceApiService } from './email-gateway-replace-api.service';

@Controller()
export class EmailGatewayReplaceApiHandler {
  constructor(private readonly service: EmailGatewayReplaceApiService) {}

  @Handles(EmailGatewayReplaceApi)
  handle(input: EmailGatewayReplaceApiRequest, caller: Caller): Promise<EmailGatewayReplaceApiReply> {
    return this.service.run(caller.userId, input);
  }
}
