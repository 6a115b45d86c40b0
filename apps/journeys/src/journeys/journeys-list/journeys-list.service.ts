import { Injectable } from '@nestjs/common';

import type { JourneysListReply } from '@mail/contracts';

import { ActionRepository } from '../../actions/action.repository';
import type { ActionRow } from '../../actions/action.row';
import { emailTotals, presentJourney, presentJourneyStats } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';

/** journeys.list: the caller's journeys with their stats from real runs. */
@Injectable()
export class JourneysListService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
  ) {}

  async run(userId: number): Promise<JourneysListReply> {
    const rows = await this.journeys.listOwned(userId);
    const ids = rows.map((r) => Number(r.id));
    const [counts, actions] = await Promise.all([this.journeys.counts(ids), this.actions.forJourneys(ids)]);
    const byJourney = new Map<string, ActionRow[]>();
    for (const a of actions) byJourney.set(a.journey_id, [...(byJourney.get(a.journey_id) ?? []), a]);
    return {
      Journeys: rows.map((r) => ({
        ...presentJourney(r),
        JourneyStats: presentJourneyStats(counts.get(Number(r.id)), emailTotals(byJourney.get(r.id) ?? [])),
      })),
    };
  }
}
