import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type SubscriberState, type UserBrief } from '@mail/contracts';

/** What admin journey reports ask the owners of users (accounts) and subscribers (lists). */
@Injectable()
export class AdminJourneysPeers {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async users(userIds: number[]): Promise<Map<number, UserBrief>> {
    if (!userIds.length) return new Map();
    const { users } = await this.bus.query(Queries.UsersBrief, { userIds: [...new Set(userIds)] }, 10_000);
    return new Map(users.map((u) => [u.userId, u]));
  }

  async subscribers(subscriberIds: number[]): Promise<SubscriberState[]> {
    if (!subscriberIds.length) return [];
    return (await this.bus.query(Queries.SubscribersStates, { subscriberIds }, 30_000)).subscribers;
  }
}
