import { Controller } from '@nestjs/common';

import { AdminCampaignsSearch, type AdminCampaignsSearchReply, type AdminCampaignsSearchRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminCampaignsSearchService } from './admin-campaigns-search.service';

@Controller()
export class AdminCampaignsSearchHandler {
  constructor(private readonly service: AdminCampaignsSearchService) {}

  @Handles(AdminCampaignsSearch)
  handle(input: AdminCampaignsSearchRequest): Promise<AdminCampaignsSearchReply> {
    return this.service.run(input);
  }
}
