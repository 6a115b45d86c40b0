import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { ActionRepository } from '../../actions/action.repository';
import { callerUserId } from '../../common/params';
import { presentJourney, presentJourneyStats } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';

/** journeys.list: the caller's journeys with their stats from real runs. */
@Injectable()
export class JourneysListService {
  constructor(
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const rows = await this.journeys.listOwned(callerUserId(req));
    const ids = rows.map((r) => Number(r.id));
    const [counts, actions] = await Promise.all([this.journeys.counts(ids), this.actions.forJourneys(ids)]);
    const sent = new Map<string, number>();
    for (const a of actions) sent.set(a.journey_id, (sent.get(a.journey_id) ?? 0) + Number(a.emails_sent));
    return { Journeys: rows.map((r) => ({ ...presentJourney(r), JourneyStats: presentJourneyStats(counts.get(Number(r.id)), sent.get(r.id) ?? 0) })) };
  }
}
