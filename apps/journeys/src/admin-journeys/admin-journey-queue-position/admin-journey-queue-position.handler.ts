import { Controller } from '@nestjs/common';

import { AdminJourneyQueuePosition, type AdminJourneyQueuePositionReply, type AdminJourneyQueuePositionRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneyQueuePositionService } from './admin-journey-queue-position.service';

@Controller()
export class AdminJourneyQueuePositionHandler {
  constructor(private readonly service: AdminJourneyQueuePositionService) {}

  @Handles(AdminJourneyQueuePosition)
  handle(input: AdminJourneyQueuePositionRequest): Promise<AdminJourneyQueuePositionReply> {
    return this.service.run(input);
  }
}
