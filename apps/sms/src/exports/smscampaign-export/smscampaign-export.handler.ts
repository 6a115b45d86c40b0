import { Controller } from '@nestjs/common';

import { SmsCampaignExport, type SmsExportCreateReply, type SmsExportCreateRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { SmsCampaignExportService } from './smscampaign-export.service';

@Controller()
export class SmsCampaignExportHandler {
  constructor(private readonly service: SmsCampaignExportService) {}

  @Handles(SmsCampaignExport)
  handle(input: SmsExportCreateRequest, caller: Caller): Promise<SmsExportCreateReply> {
    return this.service.run(input, caller);
  }
}
