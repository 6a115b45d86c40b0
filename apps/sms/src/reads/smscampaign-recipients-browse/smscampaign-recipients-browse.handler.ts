import { Controller } from '@nestjs/common';

import { SmsCampaignRecipients, type SmsRecipientsBrowseReply, type SmsRecipientsBrowseRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignRecipientsService } from './smscampaign-recipients-browse.service';

@Controller()
export class SmsCampaignRecipientsHandler {
  constructor(private readonly service: SmsCampaignRecipientsService) {}

  @Handles(SmsCampaignRecipients)
  handle(input: SmsRecipientsBrowseRequest, caller: Caller): Promise<SmsRecipientsBrowseReply> {
    return this.service.run(input, caller);
  }
}
