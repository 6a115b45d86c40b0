import { Controller } from '@nestjs/common';

import { EmailEmailPreview, type EmailEmailPreviewReply, type EmailEmailPreviewRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { EmailEmailPreviewService } from './email-email-preview.service';

@Controller()
export class EmailEmailPreviewHandler {
  constructor(private readonly service: EmailEmailPreviewService) {}

  @Handles(EmailEmailPreview)
  handle(input: EmailEmailPreviewRequest, caller: Caller): Promise<EmailEmailPreviewReply> {
    return this.service.run(input, caller);
  }
}
