import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';
import { TagRepository } from '../tag.repository';

/** Subscriber.Tags.Update: 1 tag id, 2 list id, 3 name missing; 4 tag or list invalid / not the caller's; 5 name taken. */
@Injectable()
export class SubscriberTagsUpdateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
  ) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('TagID')) throw new CommandError(1, 'Missing tag id');
    if (!p.str('SubscriberListID')) throw new CommandError(2, 'Missing subscriber list id');
    const name = p.str('Tag') || p.str('TagName');
    if (!name) throw new CommandError(3, 'Missing tag name');
    const listId = p.id('SubscriberListID');
    const tagId = p.id('TagID');
    if (!listId || !tagId || !(await this.lists.findOwned(userId, listId)) || !(await this.tags.findInList(tagId, listId))) {
      throw new CommandError(4, 'Invalid tag id or subscriber list id');
    }
    if (await this.tags.nameTaken(listId, name, tagId)) throw new CommandError(5, 'There is another tag with the same name');
    await this.db.query(`UPDATE "lists"."tag" SET "name" = $3 WHERE "id" = $1 AND "list_id" = $2`, [tagId, listId, name.slice(0, 255)]);
    return {};
  }
}
