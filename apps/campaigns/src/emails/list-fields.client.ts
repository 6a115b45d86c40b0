import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type ListFieldsReply, Queries } from '@mail/contracts';

/** Asks lists for a list's custom fields (merge tags); a list that is not the user's answers `found: false`. */
@Injectable()
export class ListFieldsClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async fieldsOf(userId: number, listId: number): Promise<ListFieldsReply> {
    return this.bus.query(Queries.ListFields, { userId, listId }, 5000);
  }
}
