import { Injectable } from '@nestjs/common';

import type { JourneyObject } from '@mail/contracts';

import { fail } from '../common/errors';
import { journeyIdOf } from '../common/params';
import { EngineWake } from '../engine/engine-wake';
import { ScheduledPullProcessor } from '../engine/scheduled-pull/scheduled-pull.processor';
import { presentJourney } from './journey.presenter';
import { JourneyRepository } from './journey.repository';
import { OwnedJourney } from './owned-journey';

/**
 * journey.enable / journey.disable (4: already in that state, HTTP 409). Disabled, a journey enrols nobody and its
 * enrolments are not advanced (paused where they are); enabled again, the engine resumes them.
 */
@Injectable()
export class JourneyStatusService {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly journeys: JourneyRepository,
    private readonly wake: EngineWake,
    private readonly pulls: ScheduledPullProcessor,
  ) {}

  async run(userId: number, journeyid: unknown, status: 'Enabled' | 'Disabled'): Promise<{ Journey: JourneyObject }> {
    const journey = await this.owned.load(userId, journeyIdOf(journeyid));
    if (!(await this.journeys.setStatus(Number(journey.id), status))) throw fail(4, `Journey is already ${status === 'Enabled' ? 'enabled' : 'disabled'}`);
    if (status === 'Enabled') await this.wake.now(Number(journey.id));
    if (status === 'Enabled' && journey.trigger === 'ScheduledPull') await this.pulls.now(Number(journey.id));
    return { Journey: presentJourney((await this.journeys.findOwned(userId, Number(journey.id)))!) };
  }

  /** one journey of a bulk call: true when it is the user's and was switched */
  async switch(userId: number, journeyId: number, status: 'Enabled' | 'Disabled'): Promise<boolean> {
    if (!(await this.journeys.findOwned(userId, journeyId))) return false;
    if (!(await this.journeys.setStatus(journeyId, status))) return false;
    if (status === 'Enabled') {
      await this.wake.now(journeyId);
      await this.pulls.now(journeyId);
    }
    return true;
  }
}
