import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type BusRequest, Queries } from '@mail/contracts';
import { paramId } from '@mail/values';

import { fail } from '../../common/errors';
import { callerUserId, journeyIdOf } from '../../common/params';
import { Enroller } from '../../engine/enroller';
import { OwnedJourney } from '../../journeys/owned-journey';

/**
 * subscriber.journey.trigger: one subscriber of the caller's list enters the journey (Manual trigger, any
 * journey of the caller's). Enrolled is false when the journey is Disabled or the subscriber is already in it.
 */
@Injectable()
export class ManualTriggerService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly owned: OwnedJourney,
    private readonly enroller: Enroller,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const journey = await this.owned.load(userId, journeyIdOf(req.params));
    const subscriberId = paramId(req.params.subscriberid);
    const listId = paramId(req.params.listid);
    if (!subscriberId || !listId) throw fail(4, 'SubscriberID and ListID must be ids');
    const found = await this.bus.query(Queries.SubscriberMatch, { userId, listId, subscriberId }, 5000);
    if (!found.found) throw fail(5, 'Subscriber not found', 404);
    const enrolled = await this.enroller.enrol(journey, [{ subscriberId, listId, email: found.emailAddress ?? '' }]);
    return { JourneyID: Number(journey.id), SubscriberID: subscriberId, Enrolled: enrolled > 0 };
  }
}
