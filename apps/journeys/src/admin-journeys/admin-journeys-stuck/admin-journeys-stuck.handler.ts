import { Controller } from '@nestjs/common';

import { AdminJourneysStuck, type AdminJourneysStuckReply } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneysStuckService } from './admin-journeys-stuck.service';

@Controller()
export class AdminJourneysStuckHandler {
  constructor(private readonly service: AdminJourneysStuckService) {}

  @Handles(AdminJourneysStuck)
  handle(): Promise<AdminJourneysStuckReply> {
    return this.service.run();
  }
}
