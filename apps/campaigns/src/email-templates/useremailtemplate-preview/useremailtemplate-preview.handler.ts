import { Controller } from '@nestjs/common';

import { UseremailtemplatePreview, type UseremailtemplatePreviewReply, type UseremailtemplatePreviewRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { UseremailtemplatePreviewService } from './useremailtemplate-preview.service';

@Controller()
export class UseremailtemplatePreviewHandler {
  constructor(private readonly service: UseremailtemplatePreviewService) {}

  @Handles(UseremailtemplatePreview)
  handle(input: UseremailtemplatePreviewRequest, caller: Caller): Promise<UseremailtemplatePreviewReply> {
    return this.service.run(caller, input);
  }
}
