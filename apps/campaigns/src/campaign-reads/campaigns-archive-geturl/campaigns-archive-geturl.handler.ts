import { Controller } from '@nestjs/common';

import { CampaignsArchiveGeturl, type CampaignsArchiveGeturlReply, type CampaignsArchiveGeturlRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignsArchiveGeturlService } from './campaigns-archive-geturl.service';

@Controller()
export class CampaignsArchiveGeturlHandler {
  constructor(private readonly service: CampaignsArchiveGeturlService) {}

  @Handles(CampaignsArchiveGeturl)
  handle(input: CampaignsArchiveGeturlRequest, caller: Caller): Promise<CampaignsArchiveGeturlReply> {
    return this.service.run(caller.userId, input);
  }
}
