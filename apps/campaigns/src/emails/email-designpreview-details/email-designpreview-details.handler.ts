import { Controller } from '@nestjs/common';

import { EmailDesignpreviewDetails, type EmailDesignpreviewDetailsReply, type EmailDesignpreviewDetailsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDesignpreviewDetailsService } from './email-designpreview-details.service';

@Controller()
export class EmailDesignpreviewDetailsHandler {
  constructor(private readonly service: EmailDesignpreviewDetailsService) {}

  @Handles(EmailDesignpreviewDetails)
  handle(input: EmailDesignpreviewDetailsRequest, caller: Caller): Promise<EmailDesignpreviewDetailsReply> {
    return this.service.run(caller.userId, input);
  }
}
