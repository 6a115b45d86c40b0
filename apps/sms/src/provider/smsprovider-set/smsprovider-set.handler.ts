import { Controller } from '@nestjs/common';

import { SmsProviderSet, type SmsProviderSetReply, type SmsProviderSetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsProviderSetService } from './smsprovider-set.service';

@Controller()
export class SmsProviderSetHandler {
  constructor(private readonly service: SmsProviderSetService) {}

  @Handles(SmsProviderSet)
  handle(input: SmsProviderSetRequest, caller: Caller): Promise<SmsProviderSetReply> {
    return this.service.run(input, caller);
  }
}
