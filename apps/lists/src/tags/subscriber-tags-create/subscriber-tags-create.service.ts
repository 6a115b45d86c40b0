import { isUniqueViolation } from '@mail/db';
import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';
import { TagRepository } from '../tag.repository';

/** Subscriber.Tags.Create: 1 list id, 2 tag name, 4 list not the caller's, 5 name taken in the list. */
@Injectable()
export class SubscriberTagsCreateService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
  ) {}

  async run(req: BusRequest): Promise<{ TagID: number }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID')) throw new CommandError(1, 'Missing subscriber list id');
    const name = p.str('Tag') || p.str('TagName');
    if (!name) throw new CommandError(2, 'Missing tag name');
    const listId = p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    if (await this.tags.nameTaken(listId, name)) throw new CommandError(5, 'There is another tag with the same name');
    const rows = await this.db
      .query<{ id: string }>(`INSERT INTO "lists"."tag" ("list_id", "name") VALUES ($1, $2) RETURNING "id"`, [listId, name.slice(0, 255)])
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw new CommandError(5, 'There is another tag with the same name');
        throw error;
      });
    return { TagID: Number(rows[0].id) };
  }
}
