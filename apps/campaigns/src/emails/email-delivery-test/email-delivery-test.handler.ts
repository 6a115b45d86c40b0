import { Controller } from '@nestjs/common';

import { EmailDeliveryTest, type EmailDeliveryTestReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDeliveryTestService } from './email-delivery-test.service';

@Controller()
export class EmailDeliveryTestHandler {
  constructor(private readonly service: EmailDeliveryTestService) {}

  @Handles(EmailDeliveryTest)
  handle(_input: unknown, caller: Caller): Promise<EmailDeliveryTestReply> {
    return this.service.run(caller.adminId);
  }
}
