import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type BusReply, type ListFieldsReply, ListsQuerySubjects } from '@mail/contracts';

/** Asks lists for a list's custom fields (merge tags); a list that is not the user's answers `found: false`. */
@Injectable()
export class ListFieldsClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async fieldsOf(userId: number, listId: number): Promise<ListFieldsReply> {
    const reply = await this.bus.request<BusReply<ListFieldsReply>>(ListsQuerySubjects.ListFields, { userId, listId }, 5000);
    if (!reply.ok) throw new Error(`lists answered ${ListsQuerySubjects.ListFields} with a failure`);
    return reply.body;
  }
}
