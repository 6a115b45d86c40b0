import { Controller } from '@nestjs/common';

import { AdminJourneysOverview, type AdminJourneysOverviewReply, type AdminJourneysOverviewRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneysOverviewService } from './admin-journeys-overview.service';

@Controller()
export class AdminJourneysOverviewHandler {
  constructor(private readonly service: AdminJourneysOverviewService) {}

  @Handles(AdminJourneysOverview)
  handle(input: AdminJourneysOverviewRequest): Promise<AdminJourneysOverviewReply> {
    return this.service.run(input);
  }
}
