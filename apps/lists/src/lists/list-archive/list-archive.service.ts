import { Injectable } from '@nestjs/common';

import { CommandError, isPositiveId, type ListArchiveReply, type ListArchiveRequest } from '@mail/contracts';

import { ListLifecycleRepository } from '../list-lifecycle.repository';

/** List.Archive: 2 for an invalid id or a list that is not the caller's; archiving an archived list keeps its first ArchivedAt. */
@Injectable()
export class ListArchiveService {
  constructor(private readonly lists: ListLifecycleRepository) {}

  async run(userId: number, input: ListArchiveRequest): Promise<ListArchiveReply> {
    const ok = isPositiveId(input.subscriberlistid) && (await this.lists.setArchived(userId, Number(String(input.subscriberlistid).trim()), true));
    if (!ok) throw new CommandError(2, 'Invalid subscriber list id');
    return {};
  }
}
