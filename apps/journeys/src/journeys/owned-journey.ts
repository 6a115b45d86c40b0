import { Injectable } from '@nestjs/common';

import { fail } from '../common/errors';
import { JourneyRepository } from './journey.repository';
import type { JourneyRow } from './journey.row';

/** The caller's journey or the command's not-found code (HTTP 404); another user's journey looks missing. */
@Injectable()
export class OwnedJourney {
  constructor(private readonly journeys: JourneyRepository) {}

  async load(userId: number, journeyId: number, notFoundCode = 3): Promise<JourneyRow> {
    const row = await this.journeys.findOwned(userId, journeyId);
    if (!row) throw fail(notFoundCode, `Journey ${journeyId} not found`);
    return row;
  }
}
