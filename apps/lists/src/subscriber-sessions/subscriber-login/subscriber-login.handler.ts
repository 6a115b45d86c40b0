import { Controller } from '@nestjs/common';

import { SubscriberLogin, type SubscriberLoginReply, type SubscriberLoginRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { SubscriberLoginService } from './subscriber-login.service';

@Controller()
export class SubscriberLoginHandler {
  constructor(private readonly service: SubscriberLoginService) {}

  @Handles(SubscriberLogin)
  handle(input: SubscriberLoginRequest): Promise<SubscriberLoginReply> {
    return this.service.run(input);
  }
}
