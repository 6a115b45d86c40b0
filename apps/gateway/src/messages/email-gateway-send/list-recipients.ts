import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

/** the vendor's default cap on a TargetListID send: the first 250 recipients of the list */
export const LIST_SEND_CAP = 250;

/**
 * A TargetListID send's recipients, asked of lists (the gateway never reads lists' tables): the list's Subscribed,
 * unsuppressed addresses, at most LIST_SEND_CAP (in subscriber order). Undefined when the list is not the user's;
 * throws when lists does not answer.
 */
@Injectable()
export class ListRecipients {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async of(userId: number, listId: number): Promise<string[] | undefined> {
    const owned = await this.bus.query(Queries.ListOwnership, { userId, listIds: [listId] }, 10_000);
    if (!owned.owned.includes(listId)) return undefined;
    const page = await this.bus.query(Queries.AudiencePage, { userId, recipientListsAndSegments: `${listId}:0`, limit: LIST_SEND_CAP }, 20_000);
    return page.members.map((m) => m.emailAddress);
  }
}
