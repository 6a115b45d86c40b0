import { Injectable } from '@nestjs/common';

import type { JourneyActionsReply, JourneyActionsRequest } from '@mail/contracts';
import { isGiven } from '@mail/values';
import { ServiceDb } from '@mail/kit';

import { fail } from '../../common/errors';
import { journeyIdOf } from '../../common/params';
import { OwnedJourney } from '../../journeys/owned-journey';
import { namedActionIds, readActions } from '../action-input';
import { ActionReferences } from '../action-references';
import { presentActions } from '../action.presenter';
import { ActionRepository } from '../action.repository';

/**
 * journey.actions: the full list replaces the journey's actions (omitted ones deleted, ActionID null added).
 * 1 JourneyID, 2 Actions missing, 3 malformed or foreign action, 4 invalid parameter (or another user's SenderDomainID), 5 journey not found.
 */
@Injectable()
export class JourneyActionsService {
  constructor(
    private readonly db: ServiceDb,
    private readonly owned: OwnedJourney,
    private readonly actions: ActionRepository,
    private readonly references: ActionReferences,
  ) {}

  async run(userId: number, p: JourneyActionsRequest): Promise<JourneyActionsReply> {
    const journeyId = journeyIdOf(p.journeyid, { missing: 1, invalid: 1 });
    if (!isGiven(p.actions)) throw fail(2, 'Missing Actions');
    const journey = await this.owned.load(userId, journeyId, 5);
    const specs = readActions(p.actions);
    const existing = new Set((await this.actions.forJourney(journeyId)).map((a) => Number(a.id)));
    const foreign = namedActionIds(specs).find((id) => !existing.has(id));
    if (foreign) throw fail(3, `ActionID ${foreign} is not one of this journey's actions`);
    await this.references.check(userId, specs);
    await this.db.tx((m) => this.actions.replace(Number(journey.id), specs, m));
    const [rows, active] = await Promise.all([this.actions.forJourney(journeyId), this.actions.activeCounts([journeyId])]);
    return { JourneyID: journeyId, Actions: presentActions(rows, active) };
  }
}
