import { Injectable } from '@nestjs/common';

import type { JourneysEnableReply, JourneysEnableRequest } from '@mail/contracts';

import { JourneyStatusService } from '../journey-status.service';
import { bulkJourneyIds } from '../journey-ids';

/** journeys.enable: each id on its own; unknown, another user's and already enabled ones are FailedJourneyIDs. */
@Injectable()
export class JourneysEnableService {
  constructor(private readonly status: JourneyStatusService) {}

  async run(userId: number, input: JourneysEnableRequest): Promise<JourneysEnableReply> {
    const processed: number[] = [];
    const failed: number[] = [];
    for (const id of bulkJourneyIds(input.journeyids)) ((await this.status.switch(userId, id, 'Enabled')) ? processed : failed).push(id);
    return { Success: true, ProcessedJourneyIDs: processed, FailedJourneyIDs: failed };
  }
}
