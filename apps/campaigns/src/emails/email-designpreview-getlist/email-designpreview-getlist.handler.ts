import { Controller } from '@nestjs/common';

import { EmailDesignpreviewGetlist, type EmailDesignpreviewGetlistReply, type EmailDesignpreviewGetlistRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDesignpreviewGetlistService } from './email-designpreview-getlist.service';

@Controller()
export class EmailDesignpreviewGetlistHandler {
  constructor(private readonly service: EmailDesignpreviewGetlistService) {}

  @Handles(EmailDesignpreviewGetlist)
  handle(input: EmailDesignpreviewGetlistRequest, caller: Caller): Promise<EmailDesignpreviewGetlistReply> {
    return this.service.run(caller.userId, input);
  }
}
