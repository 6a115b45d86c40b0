import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { paramId, paramText } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { ListAccess } from '../../lists-access/list-access';
import { WebsiteEventRepository } from '../storage/website-event.repository';

/** Website_Events.Properties: 1 missing ListID (422), 2 invalid (422), 3 not found or another user's (404). */
@Injectable()
export class WebsiteEventsPropertiesService {
  constructor(
    private readonly lists: ListAccess,
    private readonly events: WebsiteEventRepository,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const given = paramText(req.params.listid);
    if (!given) throw new CommandError(1, 'Missing ListID parameter', { httpStatus: 422 });
    const listId = paramId(given);
    if (!listId) throw new CommandError(2, 'Invalid ListID parameter', { httpStatus: 422 });
    if (!(await this.lists.owned(userId, listId))) throw new CommandError(3, 'List not found', { httpStatus: 404 });
    return { ListID: listId, Properties: await this.events.properties(listId) };
  }
}
