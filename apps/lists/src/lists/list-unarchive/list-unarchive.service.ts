import { Injectable } from '@nestjs/common';

import { CommandError, isPositiveId, type ListUnarchiveReply, type ListUnarchiveRequest } from '@mail/contracts';

import { ListLifecycleRepository } from '../list-lifecycle.repository';

/** List.Unarchive: 2 for an invalid id or a list that is not the caller's. */
@Injectable()
export class ListUnarchiveService {
  constructor(private readonly lists: ListLifecycleRepository) {}

  async run(userId: number, input: ListUnarchiveRequest): Promise<ListUnarchiveReply> {
    const ok = isPositiveId(input.subscriberlistid) && (await this.lists.setArchived(userId, Number(String(input.subscriberlistid).trim()), false));
    if (!ok) throw new CommandError(2, 'Invalid subscriber list id');
    return {};
  }
}
