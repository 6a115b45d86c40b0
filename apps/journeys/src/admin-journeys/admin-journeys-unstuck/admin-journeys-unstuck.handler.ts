import { Controller } from '@nestjs/common';

import { AdminJourneysUnstuck, type AdminJourneysUnstuckReply, type AdminJourneysUnstuckRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneysUnstuckService } from './admin-journeys-unstuck.service';

@Controller()
export class AdminJourneysUnstuckHandler {
  constructor(private readonly service: AdminJourneysUnstuckService) {}

  @Handles(AdminJourneysUnstuck)
  handle(input: AdminJourneysUnstuckRequest): Promise<AdminJourneysUnstuckReply> {
    return this.service.run(input);
  }
}
