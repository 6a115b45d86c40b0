import { Controller } from '@nestjs/common';

import { SmsCampaignEvents, type SmsEventsBrowseReply, type SmsEventsBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignEventsService } from './smscampaign-events-browse.service';

@Controller()
export class SmsCampaignEventsHandler {
  constructor(private readonly service: SmsCampaignEventsService) {}

  @Handles(SmsCampaignEvents)
  handle(input: SmsEventsBrowseRequest, caller: Caller): Promise<SmsEventsBrowseReply> {
    return this.service.run(input, caller);
  }
}
