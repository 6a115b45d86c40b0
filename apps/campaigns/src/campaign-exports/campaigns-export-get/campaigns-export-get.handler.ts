import { Controller } from '@nestjs/common';

import { CampaignsExportGet, type CampaignsExportGetReply, type CampaignsExportGetRequest, type RawHttpReply } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignsExportGetService } from './campaigns-export-get.service';

@Controller()
export class CampaignsExportGetHandler {
  constructor(private readonly service: CampaignsExportGetService) {}

  @Handles(CampaignsExportGet)
  handle(input: CampaignsExportGetRequest, caller: Caller): Promise<CampaignsExportGetReply | RawHttpReply> {
    return this.service.run(caller.userId, input);
  }
}
