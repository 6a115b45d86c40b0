import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailEmailPreview } from '@mail/contracts';

import { EmailPreviewService } from './email-preview.service';

@Controller()
export class EmailPreviewHandler {
  constructor(private readonly service: EmailPreviewService) {}

  @HandlesCommand(EmailEmailPreview)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
