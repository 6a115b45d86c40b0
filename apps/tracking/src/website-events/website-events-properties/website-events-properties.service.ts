import { Injectable } from '@nestjs/common';

import { CommandError, type WebsiteEventsPropertiesReply } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { ListAccess } from '../../lists-access/list-access';
import { WebsiteEventRepository } from '../storage/website-event.repository';

/** Website_Events.Properties: 1 missing ListID, 2 invalid, 3 not found or another user's (HTTP statuses: the contract's). */
@Injectable()
export class WebsiteEventsPropertiesService {
  constructor(
    private readonly lists: ListAccess,
    private readonly events: WebsiteEventRepository,
  ) {}

  async run(userId: number, listIdParam: unknown): Promise<WebsiteEventsPropertiesReply> {
    const given = paramText(listIdParam);
    if (!given) throw new CommandError(1, 'Missing ListID parameter');
    const listId = paramId(given);
    if (!listId) throw new CommandError(2, 'Invalid ListID parameter');
    if (!(await this.lists.owned(userId, listId))) throw new CommandError(3, 'List not found');
    return { ListID: listId, Properties: await this.events.properties(listId) };
  }
}
