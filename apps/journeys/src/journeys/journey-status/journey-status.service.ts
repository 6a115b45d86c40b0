import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';

import { fail } from '../../common/errors';
import { callerUserId, journeyIdOf } from '../../common/params';
import { EngineWake } from '../../engine/engine-wake';
import { presentJourney } from '../journey.presenter';
import { JourneyRepository } from '../journey.repository';
import { OwnedJourney } from '../owned-journey';

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
  ) {}

  async run(req: BusRequest, status: 'Enabled' | 'Disabled'): Promise<object> {
    const userId = callerUserId(req);
    const journey = await this.owned.load(userId, journeyIdOf(req.params));
    if (!(await this.journeys.setStatus(Number(journey.id), status))) throw fail(4, `Journey is already ${status === 'Enabled' ? 'enabled' : 'disabled'}`, 409);
    if (status === 'Enabled') await this.wake.now(Number(journey.id));
    return { Journey: presentJourney((await this.journeys.findOwned(userId, Number(journey.id)))!) };
  }
}
