import { Injectable } from '@nestjs/common';

import type { JourneyActionsPublishedReply, JourneyActionsPublishedRequest } from '@mail/contracts';
import { isGiven, paramId, paramText } from '@mail/values';

import { fail } from '../../common/errors';
import { journeyIdOf } from '../../common/params';
import { EngineWake } from '../../engine/engine-wake';
import { OwnedJourney } from '../../journeys/owned-journey';
import { bool } from '../action-fields';
import { presentActions } from '../action.presenter';
import { ActionRepository } from '../action.repository';

/** journey.actions.published: the publish toggle of one action or all (only Published actions run). */
@Injectable()
export class JourneyActionsPublishedService {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly actions: ActionRepository,
    private readonly wake: EngineWake,
  ) {}

  async run(userId: number, p: JourneyActionsPublishedRequest): Promise<JourneyActionsPublishedReply> {
    const journeyId = journeyIdOf(p.journeyid, { missing: 1, invalid: 1 });
    await this.owned.load(userId, journeyId, 5);
    const published = bool(p.published);
    if (!isGiven(p.published) || published.error) throw fail(4, 'Published must be true or false');
    const actionId = paramText(p.actionid) ? paramId(p.actionid) : undefined;
    if (paramText(p.actionid) && !actionId) throw fail(3, 'ActionID is not one of the journey’s actions');
    const changed = await this.actions.setPublished(journeyId, actionId, published.value as boolean);
    if (actionId && !changed) throw fail(3, `ActionID ${actionId} is not one of the journey’s actions`);
    await this.wake.now(journeyId);
    const [rows, active] = await Promise.all([this.actions.forJourney(journeyId), this.actions.activeCounts([journeyId])]);
    return { JourneyID: journeyId, Actions: presentActions(rows, active) };
  }
}
