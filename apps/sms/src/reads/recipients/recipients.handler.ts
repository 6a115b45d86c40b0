import { Controller } from '@nestjs/common';

import { HandlesCommand } from '@mail/bus';
import { type BusRequest, SmsCampaignRecipients } from '@mail/contracts';

import { RecipientsService } from './recipients.service';

@Controller()
export class RecipientsHandler {
  constructor(private readonly service: RecipientsService) {}

  @HandlesCommand(SmsCampaignRecipients)
  handle(req: BusRequest): Promise<object> {
    return this.service.run(req);
  }
}
