import { Controller } from '@nestjs/common';

import { CampaignsDelete, type CampaignsDeleteReply, type CampaignsDeleteRequest } from '@mail/contracts';
import { type Caller, Handles } from '@mail/kit';

import { CampaignsDeleteService } from './campaigns-delete.service';

@Controller()
export class CampaignsDeleteHandler {
  constructor(private readonly service: CampaignsDeleteService) {}

  @Handles(CampaignsDelete)
  handle(input: CampaignsDeleteRequest, caller: Caller): Promise<CampaignsDeleteReply> {
    return this.service.run(input, caller);
  }
}
