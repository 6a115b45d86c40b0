import { Controller } from '@nestjs/common';

import { EmailGatewayGetApis, type EmailGatewayGetApisReply, type EmailGatewayGetApisRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailGatewayGetApisService } from './email-gateway-get-apis.service';

@Controller()
export class EmailGatewayGetApisHandler {
  constructor(private readonly service: EmailGatewayGetApisService) {}

  @Handles(EmailGatewayGetApis)
  handle(input: EmailGatewayGetApisRequest, caller: Caller): Promise<EmailGatewayGetApisReply> {
    return this.service.run(caller.userId, input);
  }
}
