import { Controller } from '@nestjs/common';

import { EmailDesignpreviewCreate, type EmailDesignpreviewCreateReply, type EmailDesignpreviewCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailDesignpreviewCreateService } from './email-designpreview-create.service';

@Controller()
export class EmailDesignpreviewCreateHandler {
  constructor(private readonly service: EmailDesignpreviewCreateService) {}

  @Handles(EmailDesignpreviewCreate)
  handle(input: EmailDesignpreviewCreateRequest, caller: Caller): Promise<EmailDesignpreviewCreateReply> {
    return this.service.run(caller.userId, input);
  }
}
