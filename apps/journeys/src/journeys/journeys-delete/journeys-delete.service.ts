import { Injectable } from '@nestjs/common';

import type { JourneysDeleteReply, JourneysDeleteRequest } from '@mail/contracts';

import { JourneyDeleteService } from '../journey-delete/journey-delete.service';
import { bulkJourneyIds } from '../journey-ids';

/** journeys.delete: each of the caller's journeys named is deleted as journey.delete does; the others are FailedJourneyIDs. */
@Injectable()
export class JourneysDeleteService {
  constructor(private readonly single: JourneyDeleteService) {}

  async run(userId: number, input: JourneysDeleteRequest): Promise<JourneysDeleteReply> {
    const processed: number[] = [];
    const failed: number[] = [];
    for (const id of bulkJourneyIds(input.journeys, { missing: 1, none: 1 })) ((await this.single.deleteOwned(userId, id)) ? processed : failed).push(id);
    return { ProcessedJourneyIDs: processed, FailedJourneyIDs: failed };
  }
}
