import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { ActionRepository } from '../actions/action.repository';
import { JourneyRepository } from './journey.repository';
import type { JourneyRow } from './journey.row';

/**
 * A copy of one of the user's journeys in one transaction: a new Disabled journey with the same trigger and its
 * actions (Decision branches included, counters at zero); emails and other resources are shared, not duplicated.
 */
@Injectable()
export class JourneyCloner {
  constructor(
    private readonly db: ServiceDb,
    private readonly journeys: JourneyRepository,
    private readonly actions: ActionRepository,
  ) {}

  clone(source: JourneyRow, name: string, notes: string): Promise<JourneyRow> {
    return this.db.tx(async (m) => {
      const copy = await this.journeys.insertIn(m, source.user_id, name, notes, source.trigger, source.trigger_params);
      await this.actions.copy(m, Number(source.id), Number(copy.id));
      return copy;
    });
  }
}
