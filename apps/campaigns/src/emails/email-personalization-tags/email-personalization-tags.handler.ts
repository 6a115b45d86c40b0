import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, EmailPersonalizationTags } from '@mail/contracts';

import { EmailPersonalizationTagsService } from './email-personalization-tags.service';

@Controller()
export class EmailPersonalizationTagsHandler {
  constructor(private readonly service: EmailPersonalizationTagsService) {}

  @HandlesCommand(EmailPersonalizationTags)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
