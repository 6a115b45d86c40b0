import { Controller } from '@nestjs/common';

import { AdminJourneysQueue, type AdminJourneysQueueReply, type AdminJourneysQueueRequest } from '@mail/contracts';
import { Handles } from '@mail/kit';

import { AdminJourneysQueueService } from './admin-journeys-queue.service';

@Controller()
export class AdminJourneysQueueHandler {
  constructor(private readonly service: AdminJourneysQueueService) {}

  @Handles(AdminJourneysQueue)
  handle(input: AdminJourneysQueueRequest): Promise<AdminJourneysQueueReply> {
    return this.service.run(input);
  }
}
