import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type SubscriberJourneyProgress } from '@mail/contracts';
import { logger } from '@mail/config';

const log = logger('lists.journeys');
/** Subscriber.Get does not wait long for one block: without journeys the InProgress entries keep nulls */
const TIMEOUT_MS = 2000;

/** CurrentStep, TotalSteps and SnoozedUntil of Subscriber.Get's InProgress journeys, owned by journeys and asked of it. */
@Injectable()
export class SubscriberJourneyProgressClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, subscriberId: number, journeyIds: number[]): Promise<Map<number, SubscriberJourneyProgress>> {
    if (!journeyIds.length) return new Map();
    try {
      const reply = await this.bus.query(Queries.SubscriberJourneyProgress, { userId, subscriberId, journeyIds }, TIMEOUT_MS);
      return new Map(reply.journeys.map((j) => [j.journeyId, j]));
    } catch (error) {
      log.warn({ err: error, subscriberId }, 'journeys did not answer; InProgress steps left empty');
      return new Map();
    }
  }
}
