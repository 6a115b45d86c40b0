import { Injectable } from '@nestjs/common';

import type { JourneysDisableReply, JourneysDisableRequest } from '@mail/contracts';

import { JourneyStatusService } from '../journey-status.service';
import { bulkJourneyIds } from '../journey-ids';

/** journeys.disable: each id on its own; unknown, another user's and already disabled ones are FailedJourneyIDs. */
@Injectable()
export class JourneysDisableService {
  constructor(private readonly status: JourneyStatusService) {}

  async run(userId: number, input: JourneysDisableRequest): Promise<JourneysDisableReply> {
    const processed: number[] = [];
    const failed: number[] = [];
    for (const id of bulkJourneyIds(input.journeyids)) ((await this.status.switch(userId, id, 'Disabled')) ? processed : failed).push(id);
    return { Success: true, ProcessedJourneyIDs: processed, FailedJourneyIDs: failed };
  }
}
