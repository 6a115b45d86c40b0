import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { fail } from '../common/errors';

export interface ListSubscriber {
  listId: number;
  subscriberId: number;
}

/**
 * The ListID and SubscriberID of subscriber.journey.remove, .exit and .list with their shared codes: 2/3 missing,
 * 5/6 not ids, then (asking lists) 8 no such list of the caller's, 9 no such subscriber on it.
 */
@Injectable()
export class SubscriberOfList {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  /** codes 2 and 3 (missing) */
  present(input: { listid?: unknown; subscriberid?: unknown }): void {
    if (!paramText(input.listid)) throw fail(2, 'Missing ListID');
    if (!paramText(input.subscriberid)) throw fail(3, 'Missing SubscriberID');
  }

  /** codes 5 and 6 (not ids) */
  ids(input: { listid?: unknown; subscriberid?: unknown }): ListSubscriber {
    const listId = paramId(input.listid);
    if (listId === undefined) throw fail(5, 'ListID must be a positive integer');
    const subscriberId = paramId(input.subscriberid);
    if (subscriberId === undefined) throw fail(6, 'SubscriberID must be a positive integer');
    return { listId, subscriberId };
  }

  /** codes 8 and 9 (not found) */
  async exists(userId: number, { listId, subscriberId }: ListSubscriber): Promise<void> {
    const lists = await this.bus.query(Queries.ListOwnership, { userId, listIds: [listId] }, 5000);
    if (!lists.owned.includes(listId)) throw fail(8, `List ${listId} not found`);
    const found = await this.bus.query(Queries.SubscriberMatch, { userId, listId, subscriberId }, 5000);
    if (!found.found) throw fail(9, `Subscriber ${subscriberId} not found on list ${listId}`);
  }
}
