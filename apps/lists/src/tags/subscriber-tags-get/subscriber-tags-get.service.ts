import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { orderBy } from '../../common/sql';
import { ListRepository } from '../../lists/list.repository';
import { presentTag, TagRepository } from '../tag.repository';

const ORDER_FIELDS: Record<string, string> = { tagid: 't."id"', tagname: 'lower(t."name")', subscribercount: '"subscriber_count"' };

/** Subscriber.Tags.Get: 1 list id missing, 4 list not the caller's; counts unless DisableSubscriberCount=1. */
@Injectable()
export class SubscriberTagsGetService {
  constructor(
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
  ) {}

  async run(req: BusRequest): Promise<{ TagCount: number; Tags: Record<string, unknown>[] }> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID')) throw new CommandError(1, 'Missing subscriber list id');
    const listId = p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    const counts = !p.bool('DisableSubscriberCount', false);
    const field = !counts && p.str('OrderField').toLowerCase() === 'subscribercount' ? 'TagID' : p.str('OrderField');
    const rows = await this.tags.forList(listId, { counts, order: orderBy(field, p.str('OrderType'), ORDER_FIELDS, 'TagID') });
    return { TagCount: rows.length, Tags: rows.map((r) => presentTag(r, counts)) };
  }
}
