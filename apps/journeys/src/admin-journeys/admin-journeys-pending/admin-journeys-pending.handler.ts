import { Controller } from '@nestjs/common';

import { AdminJourneysPending, type AdminJourneysPendingReply } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneysPendingService } from './admin-journeys-pending.service';

@Controller()
export class AdminJourneysPendingHandler {
  constructor(private readonly service: AdminJourneysPendingService) {}

  @Handles(AdminJourneysPending)
  handle(): Promise<AdminJourneysPendingReply> {
    return this.service.run();
  }
}
