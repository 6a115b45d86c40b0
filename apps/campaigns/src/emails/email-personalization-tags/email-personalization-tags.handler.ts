import { Controller } from '@nestjs/common';

import { EmailPersonalizationTags, type EmailPersonalizationTagsReply, type EmailPersonalizationTagsRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailPersonalizationTagsService } from './email-personalization-tags.service';

@Controller()
export class EmailPersonalizationTagsHandler {
  constructor(private readonly service: EmailPersonalizationTagsService) {}

  @Handles(EmailPersonalizationTags)
  handle(input: EmailPersonalizationTagsRequest, caller: Caller): Promise<EmailPersonalizationTagsReply> {
    return this.service.run(input, caller);
  }
}
