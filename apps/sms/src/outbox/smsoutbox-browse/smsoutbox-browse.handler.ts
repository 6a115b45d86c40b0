import { Controller } from '@nestjs/common';

import { SmsOutboxBrowse, type SmsOutboxBrowseReply, type SmsOutboxBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsOutboxBrowseService } from './smsoutbox-browse.service';

@Controller()
export class SmsOutboxBrowseHandler {
  constructor(private readonly service: SmsOutboxBrowseService) {}

  @Handles(SmsOutboxBrowse)
  handle(input: SmsOutboxBrowseRequest, caller: Caller): Promise<SmsOutboxBrowseReply> {
    return this.service.run(input, caller);
  }
}
