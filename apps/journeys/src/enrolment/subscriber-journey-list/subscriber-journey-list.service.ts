import { Injectable } from '@nestjs/common';

import type { SubscriberJourneyListReply, SubscriberJourneyListRequest } from '@mail/contracts';

import { SubscriberJourneysRepository } from '../subscriber-journeys.repository';
import { SubscriberOfList } from '../subscriber-of-list';

/** subscriber.journey.list: each of the caller's journeys the subscriber joined, as of the latest time they joined. */
@Injectable()
export class SubscriberJourneyListService {
  constructor(
    private readonly subscriber: SubscriberOfList,
    private readonly repository: SubscriberJourneysRepository,
  ) {}

  async run(userId: number, input: SubscriberJourneyListRequest): Promise<SubscriberJourneyListReply> {
    this.subscriber.present(input);
    const target = this.subscriber.ids(input);
    await this.subscriber.exists(userId, target);
    const rows = await this.repository.subscriberJourneys(userId, target.subscriberId);
    return {
      ListID: target.listId,
      SubscriberID: target.subscriberId,
      Journeys: rows.map((r) => ({ JourneyID: Number(r.journey_id), JourneyName: r.name, Status: r.status, JoinedAt: r.joined_at })),
    };
  }
}
