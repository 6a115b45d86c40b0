import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { returningRows } from '@mail/db';
import { ServiceDb } from '@mail/kit';

import { ParamReader } from '../../common/params';
import { ListRepository } from '../../lists/list.repository';

/** Subscriber.Tags.Delete: 2 list id missing, 4 list not the caller's; tag ids outside the list are ignored. */
@Injectable()
export class SubscriberTagsDeleteService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
  ) {}

  async run(req: BusRequest): Promise<Record<string, never>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('SubscriberListID')) throw new CommandError(2, 'Missing subscriber list id');
    const listId = p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid subscriber list id');
    const ids = p.ids('TagIDs');
    if (!ids.length) return {};
    await this.db.tx(async (m) => {
      const deleted: { id: string }[] = await m
        .query(`DELETE FROM "lists"."tag" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2 RETURNING "id"`, [ids, listId])
        .then((r: unknown) => returningRows<{ id: string }>(r));
      if (deleted.length) await m.query(`DELETE FROM "lists"."subscriber_tag" WHERE "tag_id" = ANY($1::bigint[])`, [deleted.map((r) => r.id)]);
    });
    return {};
  }
}
