import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type SubscriberJourneyTriggerReply, type SubscriberJourneyTriggerRequest } from '@mail/contracts';
import { paramId } from '@mail/values';

import { fail } from '../../common/errors';
import { journeyIdOf } from '../../common/params';
import { Enroller } from '../../engine/enroller';
import { OwnedJourney } from '../../journeys/owned-journey';

/**
 * subscriber.journey.trigger: one subscriber of the caller's list enters the journey (Manual trigger, any
 * journey of the caller's). Enrolled is false when the journey is Disabled or the subscriber is already in it.
 */
@Injectable()
export class SubscriberJourneyTriggerService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly owned: OwnedJourney,
    private readonly enroller: Enroller,
  ) {}

  async run(userId: number, input: SubscriberJourneyTriggerRequest): Promise<SubscriberJourneyTriggerReply> {
    const journey = await this.owned.load(userId, journeyIdOf(input.journeyid));
    const subscriberId = paramId(input.subscriberid);
    const listId = paramId(input.listid);
    if (!subscriberId || !listId) throw fail(4, 'SubscriberID and ListID must be ids');
    const found = await this.bus.query(Queries.SubscriberMatch, { userId, listId, subscriberId }, 5000);
    if (!found.found) throw fail(5, 'Subscriber not found');
    const enrolled = await this.enroller.enrol(journey, [{ subscriberId, listId, email: found.emailAddress ?? '' }]);
    return { JourneyID: Number(journey.id), SubscriberID: subscriberId, Enrolled: enrolled > 0 };
  }
}
