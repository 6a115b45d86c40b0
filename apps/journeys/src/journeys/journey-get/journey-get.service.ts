import { Injectable } from '@nestjs/common';

import type { JourneyGetReply } from '@mail/contracts';

import { presentActions } from '../../actions/action.presenter';
import { ActionRepository } from '../../actions/action.repository';
import { journeyIdOf } from '../../common/params';
import { emailActionStats, emailTotals, presentJourney, presentJourneyStats } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';
import { OwnedJourney } from '../owned-journey';

/** journey.get: the journey, its stats and its actions (1 missing, 2 invalid JourneyID, 3 not found). */
@Injectable()
export class JourneyGetService {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
  ) {}

  async run(userId: number, journeyid: unknown): Promise<JourneyGetReply> {
    const journey = await this.owned.load(userId, journeyIdOf(journeyid));
    const id = Number(journey.id);
    const [counts, rows, active] = await Promise.all([this.journeys.counts([id]), this.actions.forJourney(id), this.actions.activeCounts([id])]);
    const emails = emailTotals(rows);
    return {
      Journey: {
        ...presentJourney(journey),
        JourneyStats: { ...presentJourneyStats(counts.get(id), emails), AggregatedEmailActionStats: emailActionStats(emails) },
      },
      Actions: presentActions(rows, active),
    };
  }
}
