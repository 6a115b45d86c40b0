import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type AudienceMember, Queries } from '@mail/contracts';

/** Asks lists for a subscriber's personalisation values (only a Subscribed, unsuppressed member of the user's list answers). */
@Injectable()
export class RenderSubscriberClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, listId: number, subscriberId: number): Promise<AudienceMember | undefined> {
    const reply = await this.bus.query(Queries.SubscribersFields, { userId, subscriberIds: [subscriberId], listIds: [listId] }, 5000);
    return reply.members.find((m) => m.subscriberId === subscriberId && m.listId === listId);
  }

  /** a subscriber of the list for a message rendered for "anyone": the first of its audience (the lowest id) */
  async first(userId: number, listId: number): Promise<AudienceMember | undefined> {
    const page = await this.bus.query(Queries.AudiencePage, { userId, recipientListsAndSegments: `${listId}:0`, limit: 1, withFields: true }, 10_000);
    return page.members[0];
  }
}
