import { Injectable } from '@nestjs/common';

import type { SubscriberJourneyExitReply, SubscriberJourneyExitRequest } from '@mail/contracts';
import { paramText } from '@mail/values';

import { fail } from '../../common/errors';
import { journeyIdOf } from '../../common/params';
import { OwnedJourney } from '../../journeys/owned-journey';
import { JourneyExit } from '../journey-exit';
import { SubscriberOfList } from '../subscriber-of-list';

/** subscriber.journey.exit: the subscriber leaves the caller's journey (nothing to do when not in it). */
@Injectable()
export class SubscriberJourneyExitService {
  constructor(
    private readonly owned: OwnedJourney,
    private readonly subscriber: SubscriberOfList,
    private readonly journeyExit: JourneyExit,
  ) {}

  async run(userId: number, input: SubscriberJourneyExitRequest): Promise<SubscriberJourneyExitReply> {
    if (!paramText(input.journeyid)) throw fail(1, 'Missing JourneyID');
    this.subscriber.present(input);
    const journeyId = journeyIdOf(input.journeyid, { missing: 1, invalid: 4 });
    const target = this.subscriber.ids(input);
    await this.owned.load(userId, journeyId, 7);
    await this.subscriber.exists(userId, target);
    await this.journeyExit.exit(userId, target.subscriberId, [journeyId]);
    return { JourneyID: journeyId, ListID: target.listId, SubscriberID: target.subscriberId };
  }
}
