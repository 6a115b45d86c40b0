import { Controller } from '@nestjs/common';

import { CampaignsExportPost, type CampaignsExportPostReply, type CampaignsExportPostRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignsExportPostService } from './campaigns-export-post.service';

@Controller()
export class CampaignsExportPostHandler {
  constructor(private readonly service: CampaignsExportPostService) {}

  @Handles(CampaignsExportPost)
  handle(input: CampaignsExportPostRequest, caller: Caller): Promise<CampaignsExportPostReply> {
    return this.service.run(caller.userId, input);
  }
}
