import { Injectable } from '@nestjs/common';

import { paramId, paramText } from '@mail/values';

import { ActionRepository } from '../actions/action.repository';
import type { ActionRow } from '../actions/action.row';
import { fail } from '../common/errors';
import { journeyIdOf } from '../common/params';
import type { JourneyRow } from '../journeys/journey.row';
import { OwnedJourney } from '../journeys/owned-journey';

/** JourneyID (1 missing, 2 invalid, 3 not found) and the optional EmailID: the ActionID of one of its SendEmail actions (7). */
@Injectable()
export class JourneyEmailAction {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly actions: ActionRepository,
  ) {}

  async journey(userId: number, journeyid: unknown): Promise<JourneyRow> {
    return this.owned.load(userId, journeyIdOf(journeyid));
  }

  /** the journey's SendEmail actions (display order), and the one EmailID names if given */
  async sendEmailActions(journey: JourneyRow, emailid: unknown): Promise<{ actions: ActionRow[]; actionId: number | null }> {
    const actions = (await this.actions.forJourney(Number(journey.id))).filter((a) => a.type === 'SendEmail');
    if (!paramText(emailid)) return { actions, actionId: null };
    const actionId = paramId(emailid);
    if (actionId === undefined || !actions.some((a) => Number(a.id) === actionId))
      throw fail(7, 'EmailID must be the ActionID of a SendEmail action of this journey');
    return { actions: actions.filter((a) => Number(a.id) === actionId), actionId };
  }
}
