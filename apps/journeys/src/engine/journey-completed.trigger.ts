import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { JourneyRepository } from '../journeys/journey.repository';
import type { JourneyRow } from '../journeys/journey.row';
import { triggerAccepts } from '../triggers/trigger-match';
import { Enroller } from './enroller';
import type { EnrolmentRow } from './enrolment.row';

/**
 * The JourneyCompleted trigger: subscribers who completed a journey (reached its end, not exited or removed) enter
 * each of the user's Enabled journeys triggered by it (`JourneyID` that journey, or 0 = any other one; `ListID`
 * scoping as for the other triggers), in the transaction that records the completions, so a crash never loses or
 * doubles the enrolment. A journey never enrols on its own completion.
 */
@Injectable()
export class JourneyCompletedTrigger {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly enroller: Enroller,
  ) {}

  async fire(m: EntityManager, completedIn: JourneyRow, rows: EnrolmentRow[]): Promise<void> {
    if (!rows.length) return;
    const journeyId = Number(completedIn.id);
    const candidates = await this.journeys.enabledWithTrigger(completedIn.user_id, ['JourneyCompleted'], m);
    for (const journey of candidates) {
      if (Number(journey.id) === journeyId) continue;
      const entrants = rows
        .filter((r) => triggerAccepts(journey, { listId: Number(r.list_id), journeyId }))
        .map((r) => ({ subscriberId: Number(r.subscriber_id), listId: Number(r.list_id), email: r.email }));
      await this.enroller.enrol(journey, entrants, m);
    }
  }
}
