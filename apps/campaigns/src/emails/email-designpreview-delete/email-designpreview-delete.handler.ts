import { Controller } from '@nestjs/common';

import { EmailDesignpreviewDelete, type EmailDesignpreviewDeleteReply, type EmailDesignpreviewDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDesignpreviewDeleteService } from './email-designpreview-delete.service';

@Controller()
export class EmailDesignpreviewDeleteHandler {
  constructor(private readonly service: EmailDesignpreviewDeleteService) {}

  @Handles(EmailDesignpreviewDelete)
  handle(input: EmailDesignpreviewDeleteRequest, caller: Caller): Promise<EmailDesignpreviewDeleteReply> {
    return this.service.run(caller.userId, input);
  }
}
