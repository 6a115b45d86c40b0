import { Controller } from '@nestjs/common';

import { SmsCampaignExportStatus, type SmsExportStatusReply, type SmsExportGetRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignExportStatusService } from './smscampaign-export-status.service';

@Controller()
export class SmsCampaignExportStatusHandler {
  constructor(private readonly service: SmsCampaignExportStatusService) {}

  @Handles(SmsCampaignExportStatus)
  handle(input: SmsExportGetRequest, caller: Caller): Promise<SmsExportStatusReply> {
    return this.service.run(input, caller);
  }
}
